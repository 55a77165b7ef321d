define profile::app::conf (
  String $mode,
  Hash $settings,
  String $owner = 'root',
) {
  file { "/etc/app/${title}.yaml":
    ensure  => file,
    mode    => $mode,
    content => wmflib::resource::dump_params().to_yaml,
  }
  notice(wmflib::resource::filter_params('mode', ['owner']))
}
