# written for this case after choria::broker's current parameters (the module's broker.pp in the index is an old version)
class choria::broker (
  Boolean $network_broker = true,
  Boolean $federation_broker = false,
  String $federation_cluster = $environment,
  String $listen_address = '::',
  String $stats_listen_address = '::1',
  Integer $client_port = 4222,
  Integer $websocket_port = 0,
  Integer $cluster_peer_port = 5222,
  Integer $stats_port = 8222,
  Integer $leafnode_port = 0,
  Optional[Integer] $tls_timeout = undef,
  Array[String] $network_peers = [],
  Array[String] $client_hosts = [],
  Array[String] $federation_middleware_hosts = [],
  Array[String] $collective_middleware_hosts = [],
  Hash $adapters = {},
  Hash $leafnode_upstreams = {},
  Optional[String] $ssldir = undef,
  String $system_user = '',
  String $system_password = '',
  Optional[String] $stream_store = undef,
  String $advisory_retention = '24h',
  String $event_retention = '24h',
  String $machine_retention = '24h',
  String $identity = $facts['networking']['fqdn'],
) {
  require choria
  file { $choria::broker_config_file:
    owner   => 'root',
    group   => $choria::config_group,
    mode    => '0640',
    content => epp('choria/broker.cfg.epp'),
  }
}
