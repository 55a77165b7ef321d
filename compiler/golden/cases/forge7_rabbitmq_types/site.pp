# QA-FORGE-7: voxpupuli-rabbitmq's Ruby types from the code index (rabbitmq_binding 09b762e1 with
# title_patterns over four namevars, two of them properties; rabbitmq_user_permissions 09b762e1;
# rabbitmq_user 284ed9d0; rabbitmq_policy 0f35f259) declared as the README shows.
rabbitmq_user { 'dan':
  admin    => true,
  password => 'bar',
  tags     => ['monitoring', 'tag1'],
}

rabbitmq_user_permissions { 'dan@myvhost':
  configure_permission => '.*',
  read_permission      => '.*',
  write_permission     => '.*',
}

rabbitmq_policy { 'ha-all@myvhost':
  pattern    => '.*',
  priority   => 0,
  applyto    => 'all',
  definition => {
    'ha-mode'      => 'all',
    'ha-sync-mode' => 'automatic',
  },
}

rabbitmq_policy { 'expire-queues@myvhost':
  pattern    => '.*',
  priority   => 1,
  applyto    => 'queues',
  definition => {
    'expires' => '1800000',
  },
}

rabbitmq_binding { 'myexchange@myqueue@myvhost':
  ensure           => present,
  user             => 'dan',
  password         => 'bar',
  destination_type => 'queue',
  routing_key      => '#',
  arguments        => {},
}

rabbitmq_binding { 'binding 1':
  ensure           => present,
  source           => 'myexchange',
  destination      => 'myqueue',
  vhost            => 'myvhost',
  user             => 'dan',
  password         => 'bar',
  destination_type => 'queue',
  routing_key      => 'key1',
  arguments        => {},
}

rabbitmq_binding { 'binding 2':
  ensure           => present,
  source           => 'myexchange',
  destination      => 'myqueue',
  vhost            => 'myvhost',
  user             => 'dan',
  password         => 'bar',
  destination_type => 'queue',
  routing_key      => 'key2',
  arguments        => { 'x-match' => 'all' },
}

notice(Rabbitmq_binding['binding 2']['routing_key'])
notice(defined(Rabbitmq_binding['myexchange@myqueue@myvhost']))
