# camptocamp/puppet-bind's Ruby functions (3.x: IPAddr#reverse, to_range, an instance variable kept
# on the calling scope; 4.x bind::bind_check_hostname's early returns). Written for this case.
class probe {
  $nets = ['10.0.0.0/8', '192.168.1.0/24', '172.16.0.0/12']
  notice(net_include($nets, '192.168.1.77'))
  # no net matches: the 3.x function's @cur_net is the scope's, so the value set above comes back
  notice(net_include($nets, '8.8.8.8'))
  notice(ip_reverse('192.168.1.77'))
  notice(ip_reverse('2001:db8::1'))
  notice(net_reverse('192.168.1.64/26'))
  notice(generate_arpa('10.11.12.13'))
  notice(generate_arpa_zone('10.11.12.13'))
  notice(get_last_number_from_ip('10.11.12.13'))
  notice(bind::bind_check_hostname('@', 'A'))
  notice(bind::bind_check_hostname('x y', 'TXT'))
  notice(bind::bind_check_hostname('*', 'CNAME'))
}
class other {
  # another scope: no @cur_net there
  notice(net_include(['10.0.0.0/8'], '8.8.8.8'))
}
include probe, other
file { '/etc/bind/db.192.168.1':
  content => "${ip_reverse('192.168.1.0')}\n${net_reverse('10.1.2.128/25')}\n",
}
