#
class role::compile::balancer {
  include profile::base
  include profile::compile::balancer
}
