# stdlib's assert_private compares $module_name with $caller_module_name: a
# class inheriting its own module's params class passes, wherever it was
# declared (here: from site.pp).
class p inherits p::params {
  assert_private()
  notice("p: module=${module_name} caller=${caller_module_name}")
}
