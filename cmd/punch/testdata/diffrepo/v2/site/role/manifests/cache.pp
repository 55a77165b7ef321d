class role::cache {
  include profile::base
  include profile::cache
}
