class m($x = $module_name, $y = $caller_module_name) {
  d { 'from_m': }
  notify { 'm': message => [$x, $y, $module_name] }
}
