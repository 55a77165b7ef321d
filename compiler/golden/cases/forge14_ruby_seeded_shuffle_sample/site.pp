# Written for this case: per-node server order from the node's fqdn.
$servers = ['0.pool.ntp.org', '1.pool.ntp.org', '2.pool.ntp.org', '3.pool.ntp.org', 'ntp1.example.com', 'ntp2.example.com', 'ntp3.example.com']
['web01.example.com', 'db01.example.com', 'x'].each |$n| {
  notify { "servers for ${n}": message => ntp::pick_servers($servers, $n) }
}
