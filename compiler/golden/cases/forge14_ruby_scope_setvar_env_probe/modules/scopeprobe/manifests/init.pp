# Written for this case.
class scopeprobe {
  $level = 'class'
  include scopeprobe::inner
}
