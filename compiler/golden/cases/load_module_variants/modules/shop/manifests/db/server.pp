class shop::db::server(Shop::Port $port = 5432) {
  file { '/etc/shop/db.conf':
    content => template('shop/db.conf.erb'),
  }
  file { '/etc/shop/db.epp.conf':
    content => epp('shop/db.conf.epp', { 'port' => $port }),
  }
  file { '/etc/shop/motd': content => file('shop/nope', 'shop/motd') }
}
