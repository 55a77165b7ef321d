class beta::child inherits alpha::base {
  $y = "child sees ${x} in ${module_name}"
  include alpha::base::inner
}
