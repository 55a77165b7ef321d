# Written for this case: a node classified from the inventory backend.
$role = lookup('inventory::role')
notify { 'inventory':
  message => {
    'role'    => $role,
    'rack'    => lookup('inventory::rack'),
    'weight'  => lookup('inventory::weight'),
    'dns'     => lookup('inventory::dns_servers'),
    'owner'   => lookup('inventory::owner'),
    'missing' => lookup('inventory::nothing', undef, undef, 'none'),
  },
}
