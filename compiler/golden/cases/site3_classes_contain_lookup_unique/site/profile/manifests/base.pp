class profile::base {
  notify { "base on ${facts['networking']['fqdn']}": }
}
