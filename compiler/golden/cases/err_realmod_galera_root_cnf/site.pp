# puppet-galera 12 (with puppetlabs-mysql 10): galera with MariaDB on Debian requires File[/root/.my.cnf], which mysql::server no longer declares on these facts: Puppet fails on the missing relationship target.
class { 'galera':
  galera_servers  => ['10.0.0.11', '10.0.0.12', '10.0.0.13'],
  galera_master   => 'web01.example.com',
  vendor_type     => 'mariadb',
  configure_repo  => false,
  configure_firewall => false,
  root_password   => 'root_secret',
  status_password => 'status_secret',
  wsrep_sst_method => 'mariabackup',
  local_ip        => '10.0.0.11',
  override_options => {
    'mysqld' => {
      'wsrep_slave_threads' => 4,
      'innodb_flush_log_at_trx_commit' => 2,
    },
  },
}
