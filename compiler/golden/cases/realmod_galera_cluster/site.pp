# galera 0.7.1 (with mysql, xinetd, firewall): a MariaDB Galera node without repository management,
# with the clustercheck status service.
class { 'galera':
  galera_servers     => ['10.0.0.1', '10.0.0.2', '10.0.0.3'],
  galera_master      => 'db1.example.com',
  local_ip           => '10.0.0.2',
  bind_address       => '10.0.0.2',
  vendor_type        => 'mariadb',
  root_password      => 'galera-root',
  status_password    => 'status-pass',
  configure_repo     => false,
  configure_firewall => false,
  override_options   => { 'mysqld' => { 'max_connections' => '1000' } },
}
