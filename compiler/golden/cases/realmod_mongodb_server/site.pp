# mongodb (Debian puppet-module-puppetlabs-mongodb): globals, server with bind addresses, auth and
# a replica set, the client, and a database with a user.
class { 'mongodb::globals':
  manage_package_repo => false,
}
class { 'mongodb::server':
  bind_ip        => ['127.0.0.1', '10.0.0.5'],
  port           => 27017,
  auth           => true,
  replset        => 'rs0',
  verbose        => true,
  smallfiles     => true,
}
class { 'mongodb::client': }
mongodb::db { 'appdb':
  user          => 'app',
  password_hash => mongodb_password('app', 'app-pass'),
  roles         => ['readWrite', 'dbAdmin'],
}
