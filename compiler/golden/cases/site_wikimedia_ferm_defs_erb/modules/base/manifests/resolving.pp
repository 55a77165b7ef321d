# In the shape of wikimedia's base::resolving.
class base::resolving (
  Array[Stdlib::IP::Address] $nameservers = ['10.3.0.1', '10.0.0.5', '208.80.154.254'],
  Variant[String, Array[String]] $domain_search = $facts['networking']['domain'],
) {
  file { '/etc/resolv.conf':
    content => template('base/resolv.conf.erb'),
  }
}
