# [server]'s disable_warnings (undefined_variables only) replaces [main]'s: deprecations are shown
notice("unknown: '${nosuch_var}'")
validate_string('a')
validate_absolute_path('/etc')
$h = { 'a' => 1, 'a' => 2 }
notice($h)
notice(is_string('x'))
notice($settings::disable_warnings)
deprecation('forge20_key', 'a deprecation of the site')
deprecation('forge20_key', 'a deprecation of the site')
