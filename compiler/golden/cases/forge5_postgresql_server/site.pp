# QA-FORGE-5: puppetlabs-postgresql postgresql::server (current server.pp/params.pp/globals.pp, the instance::* defines
# the current initdb/service/passwd/reload classes declare, pg_hba_rule with its EPP, Pg_hba_rule types) with roles,
# config entries, ACLs and extra rules; module files of different versions of the module (see QA-FORGE-5-findings.md).
node default {
  class { 'postgresql::server':
    postgres_password => Sensitive('s3cret'),
    listen_addresses  => '*',
    ipv4acls          => ['hostssl all johndoe 192.168.0.0/24 cert', 'host all all 10.0.0.0/8 md5 clientcert=verify-ca'],
    ipv6acls          => ['host all all ::1/128 trust'],
    config_entries    => { 'max_connections' => '200', 'shared_buffers' => '1GB', 'ssl' => 'on', 'work_mem' => undef },
    pg_hba_rules      => { 'app access' => { 'type' => 'host', 'database' => 'app', 'user' => 'app', 'address' => '10.1.0.0/16', 'auth_method' => 'scram-sha-256', 'order' => 20 } },
    roles             => { 'readonly' => { 'login' => false, 'inherit' => true } },
    timezone          => 'UTC',
    log_line_prefix   => '%t [%p]: ',
  }
  postgresql::server::role { 'marmot':
    password_hash => 'mypasswd',
    createdb      => true,
    superuser     => false,
    connection_limit => '10',
  }
  postgresql::server::role { 'oldrole': ensure => absent }
  postgresql::server::pg_hba_rule { 'allow application network to access app database':
    description => 'Open up PostgreSQL for access from 200.1.2.0/24',
    type        => 'host',
    database    => 'app',
    user        => 'app',
    address     => '200.1.2.0/24',
    auth_method => 'md5',
  }
  postgresql::server::pg_hba_rule { 'local sock': type => 'local', database => 'all', user => 'all', auth_method => 'peer', order => '005' }
  postgresql::server::config_entry { 'check_function_bodies': value => 'off' }
}
