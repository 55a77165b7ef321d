# @summary High level abstraction on top of registry_key and registry_value resources
define registry::value (
  Pattern[/^\w+/] $key,
  Optional[String] $value   = undef,
  Pattern[/^\w+/] $type     = 'string',
  Optional[Variant[
      String,
      Numeric,
      Array[String]
  ]] $data                  = undef,
) {
  # ensure windows os
  if $::operatingsystem != 'windows' {
    fail("Unsupported OS ${::operatingsystem}")
  }

  $value_real = $value ? {
    undef       => $name,
    '(default)' => '',
    default     => $value,
  }

  # Resource defaults.
  Registry_key { ensure => present }
  Registry_value { ensure => present }

  if !defined(Registry_key[$key]) {
    registry_key { $key: }
  }

  # If value_real is an empty string then the default value of the key will be
  # managed.  Use a double backslash so value names with a backslash are supported
  registry_value { "${key}\\\\${value_real}":
    type => $type,
    data => $data,
  }
}
