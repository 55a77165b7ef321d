# openstack murano's get_ext_net_name(networks): the name of the first network whose L2 data has a
# true router_ext (Ruby truthiness: any value but nil and false), undef when there is none.
$networks = {
  'private' => { 'L2' => { 'router_ext' => false, 'physnet' => 'physnet1' } },
  'internal' => { 'L3' => { 'subnet' => '10.0.0.0/24' } },
  'public'  => { 'L2' => { 'router_ext' => true, 'physnet' => 'physnet2' } },
  'public2' => { 'L2' => { 'router_ext' => 'yes' } },
}
notice(get_ext_net_name($networks))
notice(get_ext_net_name({ 'a' => { 'L2' => { 'router_ext' => 'no' } } }))
notice(get_ext_net_name({ 'a' => { 'L2' => { 'router_ext' => 0 } } }))
notice(get_ext_net_name({ 'a' => { 'L2' => {} }, 'b' => {} }) == undef)
notice(get_ext_net_name({}) == undef)
notice(get_ext_net_name({ 'a' => { 'L2' => { 'router_ext' => true } } }, 'ignored'))
