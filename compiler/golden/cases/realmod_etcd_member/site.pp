# puppet-etcd 1.12.3: a cluster member with peer and client URLs and the initial cluster.
class { 'etcd':
  etcd_name                   => $facts['networking']['hostname'],
  listen_client_urls          => 'http://0.0.0.0:2379',
  advertise_client_urls       => "http://${facts['networking']['fqdn']}:2379",
  listen_peer_urls            => 'http://0.0.0.0:2380',
  initial_advertise_peer_urls => "http://${facts['networking']['fqdn']}:2380",
  initial_cluster             => ['web01=http://web01.example.com:2380', 'web02=http://web02.example.com:2380'],
  initial_cluster_state       => 'new',
  initial_cluster_token       => 'etcd-cluster-1',
}
