# In the shape of wikimedia's defines that dump their own parameters into a config file.
define prometheus::exporter (
  Stdlib::Port $port,
  String $listen_address = '0.0.0.0',
  Optional[String] $extra = undef,
  Array[String] $collectors = ['cpu', 'mem'],
  Hash $labels = {},
  Boolean $enable = true,
  String $owner = 'prometheus',
  Stdlib::Filemode $mode = '0440',
) {
  file { "/etc/prometheus/${title}.yaml":
    owner   => $owner,
    mode    => $mode,
    content => wmflib::resource::filter_params('owner', ['mode']).to_yaml,
  }
  file { "/etc/prometheus/${title}.json":
    content => wmflib::resource::dump_params.to_json,
  }
}
