# puppet-mongodb: a replica-set member with auth, a keyfile, a database with roles and an extra user.
class { 'mongodb::globals':
  manage_package_repo => false,
}
class { 'mongodb::server':
  bind_ip        => ['127.0.0.1', '10.0.0.5'],
  port           => 27017,
  replset        => 'rs0',
  auth           => true,
  keyfile        => '/etc/mongodb.key',
  maxconns       => 2000,
  oplog_size     => 2048,
  slowms         => 200,
  set_parameter  => 'enableLocalhostAuthBypass=false',
  verbositylevel => 'quiet',
}
mongodb::db { 'inventory':
  user     => 'inventory',
  password => 'inv_secret',
  roles    => ['readWrite', 'dbAdmin'],
}
mongodb_user { 'reporting':
  ensure        => present,
  database      => 'inventory',
  password_hash => mongodb_password('report', 'report_secret'),
  roles         => ['read'],
}
