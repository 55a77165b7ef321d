# QA-FORGE-8: puppetlabs-tomcat's tomcat::config::server::connector 8d73ce7f and ::valve 7a7a3754 (Augeas change
# lists built with stdlib's 3.x prefix/suffix/join_keys_to_values/any2array/delete_undef_values/flatten,
# validate_re/hash/bool, versioncmp on $::augeasversion, tag(sha1(...)), defaults from $::tomcat::) as its
# README uses them.
include tomcat
tomcat::config::server::connector { 'tomcat8-jsvc':
  catalina_base         => '/opt/apache-tomcat/tomcat8-jsvc',
  port                  => 80,
  protocol              => 'HTTP/1.1',
  additional_attributes => {
    'redirectPort'      => '443',
    'connectionTimeout' => '20000',
  },
  connector_ensure      => 'present',
}
tomcat::config::server::connector { 'AJP/1.3':
  catalina_base        => '/opt/tomcat',
  port                 => 8009,
  attributes_to_remove => 'redirectPort',
}
tomcat::config::server::connector { 'HTTP/1.1':
  catalina_base    => '/opt/tomcat',
  connector_ensure => 'absent',
}
tomcat::config::server::valve { 'logger':
  class_name            => 'org.apache.catalina.valves.AccessLogValve',
  parent_host           => 'localhost',
  additional_attributes => { 'directory' => 'logs', 'prefix' => 'access_log', 'pattern' => '%h %l %u %t "%r" %s %b' },
  attributes_to_remove  => ['suffix', 'rotatable'],
}
tomcat::config::server::valve { 'org.apache.catalina.valves.RemoteIpValve':
  catalina_base => '/srv/tomcat2',
  valve_ensure  => 'false',
}
