# puppetlabs-mysql 8.1 with the binary log in /var/log/mysql (the Debian default log_error
# directory): mysql::server::binarylog and mysql::server::installdb both declare
# File[/var/log/mysql], so Puppet fails with a duplicate declaration.
class { 'mysql::server':
  override_options => { 'mysqld' => { 'log-bin' => '/var/log/mysql/mysql-bin.log' } },
}
