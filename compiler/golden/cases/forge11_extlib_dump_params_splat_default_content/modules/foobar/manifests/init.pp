class foobar (String $param1, Integer $param2, String $additional_param, Optional[String] $content = undef) {
  file { '/etc/foo/config.yaml':
    ensure  => file,
    content => extlib::dump_params(['name', 'content']).to_yaml,
  }
  file { '/etc/foo/motd':
    ensure  => file,
    content => extlib::default_content($content, 'foobar/motd.erb'),
  }
  file { '/etc/foo/motd.epp':
    ensure  => file,
    content => extlib::default_content('', 'foobar/motd.epp'),
  }
}
