#
class role::compile::master {
  include profile::base
  include profile::compile::master
}
