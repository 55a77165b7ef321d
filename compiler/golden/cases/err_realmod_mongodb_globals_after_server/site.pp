# puppet-mongodb: mongodb::globals declared with parameters after mongodb::server already included it (duplicate class declaration).
include mongodb::server
class { 'mongodb::globals': manage_package_repo => true }
