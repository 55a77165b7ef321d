# class role::puppet::compile
class role::puppet::compile {

  include ::profile::base
  include ::profile::puppet::compile

}