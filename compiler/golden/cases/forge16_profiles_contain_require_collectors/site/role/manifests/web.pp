class role::web {
  contain profile::web
  include profile::base
}
