# @summary A configuration directory with one snippet per setting.
class example::config (
  Hash[String, Scalar] $settings = { 'log_level' => 'notice' },
) {
  $dir = "${example::root}/conf.d"
  file { $dir:
    ensure  => directory,
    purge   => true,
    recurse => true,
  }
  $settings.each |String $key, Scalar $value| {
    example::snippet { $key:
      dir   => $dir,
      value => $value,
    }
  }
}
