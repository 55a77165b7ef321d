# In the shape of wikimedia's base::firewall: the ferm definitions file from the site's own template.
class base::firewall (
  Array[String] $cumin_masters = ['10.64.32.25', '10.192.48.16'],
  Array[String] $cache_hosts = [],
) {
  include network::constants
  $realm = 'production'
  file { '/etc/ferm/conf.d/00_defs':
    content => template('base/firewall/defs.erb'),
  }
}
