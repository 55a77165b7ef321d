# == Class: profile::base
class profile::base {
  include 'profile::base::linux::time'
}
