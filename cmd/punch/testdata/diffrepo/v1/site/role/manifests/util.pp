class role::util {
  include profile::base
}
