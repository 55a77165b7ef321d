class role::db {
  include profile::base
  include profile::postgres
}
