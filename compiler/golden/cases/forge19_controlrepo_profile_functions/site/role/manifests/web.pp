class role::web {
  include profile::web
}
