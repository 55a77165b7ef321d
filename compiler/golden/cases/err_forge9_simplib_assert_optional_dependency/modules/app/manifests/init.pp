# written for this case: checks app's optional dependencies as SIMP modules do
class app {
  simplib::assert_optional_dependency($module_name, 'example/foo')
  notice('foo ok')
  simplib::assert_optional_dependency($module_name)
}
