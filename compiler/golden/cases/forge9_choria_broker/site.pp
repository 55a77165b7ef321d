# voxpupuli/choria-io puppet-choria: broker.cfg.epp, choria::hash2config, choria::in_groups_of (Ruby, yields).

class { 'choria':
  srvdomain => 'example.com',
}
class { 'choria::broker':
  federation_broker           => true,
  federation_cluster          => 'dev_cluster',
  network_peers               => ['nats://b1:5222', 'nats://b2:5222'],
  client_hosts                => ['10.0.0.0/8'],
  tls_timeout                 => 10,
  system_user                 => 'system',
  system_password             => 's3cret',
  stream_store                => '/var/lib/choria',
  federation_middleware_hosts => ['fed1:4222'],
  leafnode_port               => 7422,
  adapters                    => {
    'discovery' => {
      'type'   => 'jetstream',
      'stream' => { 'servers' => ['stan1:4222', 'stan2:4222'], 'clusterid' => 'prod', 'topic' => 'discovery' },
      'ingest' => { 'topic' => 'choria.broadcast.agent.discovery', 'protocol' => 'request', 'workers' => 10 },
    },
  },
  leafnode_upstreams          => {
    'core' => { 'url' => 'leafnode://core:7422', 'account' => 'choria', 'tls' => { 'ca' => '/ca.pem', 'verify' => false } },
    'edge' => { 'url' => 'leafnode://edge:7422', 'credentials' => '/edge.creds', 'tls' => { 'disable' => true } },
  },
}
notify { 'hash2config':
  message => choria::hash2config({ 'z' => 1, 'a' => ['x', 2, 3.5], 'plugin.choria.srv' => true, 'm' => 'text' }),
}
[1, 2, 3, 4, 5, 6, 7, 8, 9, 0].choria::in_groups_of(3) |$grp| {
  notice($grp)
}
choria::in_groups_of(['a', 'b'], 5) |$g| { notify { "group ${g}": } }
