# Define: yum::config
#
# This definition manages yum.conf
define yum::config (
  $ensure,
  $key     = $title,
  $section = 'main'
) {
  validate_legacy(String, 'validate_string', $key, $section)

  unless is_integer($ensure) {
    validate_legacy(String, 'validate_string', $ensure)
  }

  $_changes = $ensure ? {
    'absent'  => "rm  ${key}",
    default   => "set ${key} ${ensure}",
  }

  augeas { "yum.conf_${section}_${key}":
    incl    => '/etc/yum.conf',
    lens    => 'Yum.lns',
    context => "/files/etc/yum.conf/${section}/",
    changes => $_changes,
  }
}
