class role::database {
  include profile::database
}
