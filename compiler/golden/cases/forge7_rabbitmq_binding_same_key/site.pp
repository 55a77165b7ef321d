# QA-FORGE-7: voxpupuli-rabbitmq's rabbitmq_binding: the same binding declared by its
# source@destination@vhost title and again by name with the same namevars (source, destination,
# vhost, routing_key) as its README's two forms allow: the compile accepts both.
rabbitmq_binding { 'myexchange@myqueue@myvhost':
  destination_type => 'queue',
  routing_key      => '#',
}

rabbitmq_binding { 'binding 1':
  source           => 'myexchange',
  destination      => 'myqueue',
  vhost            => 'myvhost',
  destination_type => 'queue',
  routing_key      => '#',
}
