# class role::puppet::lb
class role::puppet::lb {

  include ::profile::base
  include ::profile::puppet::lb

}