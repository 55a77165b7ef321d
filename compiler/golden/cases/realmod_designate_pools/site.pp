# openstack designate: a pool described by the defines (nameservers, targets with options and
# masters, the pool with also_notifies), with the openstacklib facts.
class { 'designate::db':
  database_connection => 'mysql+pymysql://designate:secret@db.example.com/designate',
}
class { 'designate':
  default_transport_url => 'rabbit://designate:secret@rabbit.example.com:5672/',
}
include designate::central
include designate::worker
designate::pool_nameserver { '0f66b842-96c2-4189-93fc-1dc95a08b012':
  host => '10.0.0.53',
  port => 53,
}
designate::pool_nameserver { '0f66b842-96c2-4189-93fc-1dc95a08b013':
  host => '10.0.0.54',
}
designate::pool_target { 'f26e0b32-736f-4f0a-831b-039a415c481e':
  type    => 'bind9',
  options => { 'rndc_host' => '10.0.0.53', 'rndc_port' => '953', 'rndc_config_file' => '/etc/designate/rndc.conf', 'port' => '53', 'host' => '10.0.0.53' },
  masters => ['10.0.0.5:5354'],
}
designate::pool { '794ccc2c-d751-44fe-b57f-8894c9f5c842':
  nameservers   => ['0f66b842-96c2-4189-93fc-1dc95a08b012', '0f66b842-96c2-4189-93fc-1dc95a08b013'],
  targets       => ['f26e0b32-736f-4f0a-831b-039a415c481e'],
  also_notifies => ['10.0.0.99:53'],
}
