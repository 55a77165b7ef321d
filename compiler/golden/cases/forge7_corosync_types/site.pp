# QA-FORGE-7: voxpupuli-corosync's Ruby resource types (lib/puppet/type from the code index:
# cs_primitive 0387af67, cs_colocation 03de3773, cs_order 067f685a) declared as the module's README
# shows (a VIP and a service, colocated and ordered).
cs_primitive { 'nginx_vip':
  primitive_class => 'ocf',
  primitive_type  => 'IPaddr2',
  provided_by     => 'heartbeat',
  parameters      => { 'ip' => '172.16.210.100', 'cidr_netmask' => '24' },
  operations      => { 'monitor' => { 'interval' => '10s' } },
}

cs_primitive { 'nginx_service':
  primitive_class    => 'systemd',
  primitive_type     => 'nginx',
  manage_target_role => false,
  operations         => [
    { 'monitor' => { 'interval' => '10s', 'timeout' => '30s' } },
    { 'start' => { 'interval' => '0', 'timeout' => '30s', 'on-fail' => 'restart' } },
  ],
  metadata           => { 'resource-stickiness' => 100 },
  require            => Cs_primitive['nginx_vip'],
}

cs_colocation { 'vip_with_service':
  primitives => ['nginx_vip', 'nginx_service'],
}

cs_order { 'vip_before_service':
  first       => 'nginx_vip',
  second      => 'nginx_service:start',
  kind        => 'Mandatory',
  symmetrical => false,
  require     => Cs_colocation['vip_with_service'],
}
