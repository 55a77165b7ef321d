# Definition: tomcat::config::server::connector (8d73ce7f; docs trimmed)
define tomcat::config::server::connector (
  $catalina_base         = $::tomcat::catalina_home,
  $connector_ensure      = 'present',
  $port                  = undef,
  $protocol              = undef,
  $parent_service        = 'Catalina',
  $additional_attributes = {},
  $attributes_to_remove  = [],
  $purge_connectors      = $::tomcat::purge_connectors,
) {
  if versioncmp($::augeasversion, '1.0.0') < 0 {
    fail('Server configurations require Augeas >= 1.0.0')
  }

  validate_re($connector_ensure, '^(present|absent|true|false)$')
  validate_hash($additional_attributes)
  validate_bool($purge_connectors)

  if $protocol {
    $_protocol = $protocol
  } else {
    $_protocol = $name
  }

  $path = "Server/Service[#attribute/name='${parent_service}']"

  if $purge_connectors {
    $_purge_connectors = "rm Server//Connector[#attribute/protocol='${_protocol}']"
  } else {
    $_purge_connectors = undef
  }

  if $purge_connectors and ($connector_ensure =~ /^(absent|false)$/) {
    fail('$connector_ensure must be set to \'true\' or \'present\' to use $purge_connectors')
  }

  if $connector_ensure =~ /^(absent|false)$/ {
    if ! $port {
      $base_path = "${path}/Connector[#attribute/protocol='${_protocol}']"
    } else {
      $base_path = "${path}/Connector[#attribute/port='${port}']"
    }
    $changes = "rm ${base_path}"
  } else {
    if ! $port {
      fail('$port must be specified unless $connector_ensure is set to \'absent\' or \'false\'')
    }

    $base_path = "${path}/Connector[#attribute/port='${port}']"
    $_port = "set ${base_path}/#attribute/port ${port}"
    $_protocol_change = "set ${base_path}/#attribute/protocol ${_protocol}"
    if ! empty($additional_attributes) {
      $_additional_attributes = prefix(join_keys_to_values($additional_attributes, ' '), "set ${base_path}/#attribute/")
    } else {
      $_additional_attributes = undef
    }
    if ! empty(any2array($attributes_to_remove)) {
      $_attributes_to_remove = prefix(any2array($attributes_to_remove), "rm ${base_path}/#attribute/")
    } else {
      $_attributes_to_remove = undef
    }

    $changes = delete_undef_values(flatten([ $_purge_connectors, $_port, $_protocol_change, $_additional_attributes, $_attributes_to_remove ]))
  }

  augeas { "server-${catalina_base}-${parent_service}-connector-${port}":
    lens    => 'Xml.lns',
    incl    => "${catalina_base}/conf/server.xml",
    changes => $changes,
  }
}
