
Puppet::Resource::ResourceType3.new(
  'firewall',
  [
    Puppet::Resource::Param(Enum['present', 'absent'], 'ensure'),

    Puppet::Resource::Param(Enum['accept', 'reject', 'drop'], 'action'),

    Puppet::Resource::Param(Any, 'source'),

    Puppet::Resource::Param(Any, 'src_range'),

    Puppet::Resource::Param(Any, 'destination'),

    Puppet::Resource::Param(Any, 'dst_range'),

    Puppet::Resource::Param(Any, 'sport'),

    Puppet::Resource::Param(Any, 'dport'),

    Puppet::Resource::Param(Any, 'port'),

    Puppet::Resource::Param(Enum['UNSPEC', '! UNSPEC', 'UNSPEC --limit-iface-in', 'UNSPEC --limit-iface-out', '! UNSPEC --limit-iface-in', '! UNSPEC --limit-iface-out', 'UNICAST', '! UNICAST', 'UNICAST --limit-iface-in', 'UNICAST --limit-iface-out', '! UNICAST --limit-iface-in', '! UNICAST --limit-iface-out', 'LOCAL', '! LOCAL', 'LOCAL --limit-iface-in', 'LOCAL --limit-iface-out', '! LOCAL --limit-iface-in', '! LOCAL --limit-iface-out', 'BROADCAST', '! BROADCAST', 'BROADCAST --limit-iface-in', 'BROADCAST --limit-iface-out', '! BROADCAST --limit-iface-in', '! BROADCAST --limit-iface-out', 'ANYCAST', '! ANYCAST', 'ANYCAST --limit-iface-in', 'ANYCAST --limit-iface-out', '! ANYCAST --limit-iface-in', '! ANYCAST --limit-iface-out', 'MULTICAST', '! MULTICAST', 'MULTICAST --limit-iface-in', 'MULTICAST --limit-iface-out', '! MULTICAST --limit-iface-in', '! MULTICAST --limit-iface-out', 'BLACKHOLE', '! BLACKHOLE', 'BLACKHOLE --limit-iface-in', 'BLACKHOLE --limit-iface-out', '! BLACKHOLE --limit-iface-in', '! BLACKHOLE --limit-iface-out', 'UNREACHABLE', '! UNREACHABLE', 'UNREACHABLE --limit-iface-in', 'UNREACHABLE --limit-iface-out', '! UNREACHABLE --limit-iface-in', '! UNREACHABLE --limit-iface-out', 'PROHIBIT', '! PROHIBIT', 'PROHIBIT --limit-iface-in', 'PROHIBIT --limit-iface-out', '! PROHIBIT --limit-iface-in', '! PROHIBIT --limit-iface-out', 'THROW', '! THROW', 'THROW --limit-iface-in', 'THROW --limit-iface-out', '! THROW --limit-iface-in', '! THROW --limit-iface-out', 'NAT', '! NAT', 'NAT --limit-iface-in', 'NAT --limit-iface-out', '! NAT --limit-iface-in', '! NAT --limit-iface-out', 'XRESOLVE', '! XRESOLVE', 'XRESOLVE --limit-iface-in', 'XRESOLVE --limit-iface-out', '! XRESOLVE --limit-iface-in', '! XRESOLVE --limit-iface-out'], 'dst_type'),

    Puppet::Resource::Param(Enum['UNSPEC', '! UNSPEC', 'UNSPEC --limit-iface-in', 'UNSPEC --limit-iface-out', '! UNSPEC --limit-iface-in', '! UNSPEC --limit-iface-out', 'UNICAST', '! UNICAST', 'UNICAST --limit-iface-in', 'UNICAST --limit-iface-out', '! UNICAST --limit-iface-in', '! UNICAST --limit-iface-out', 'LOCAL', '! LOCAL', 'LOCAL --limit-iface-in', 'LOCAL --limit-iface-out', '! LOCAL --limit-iface-in', '! LOCAL --limit-iface-out', 'BROADCAST', '! BROADCAST', 'BROADCAST --limit-iface-in', 'BROADCAST --limit-iface-out', '! BROADCAST --limit-iface-in', '! BROADCAST --limit-iface-out', 'ANYCAST', '! ANYCAST', 'ANYCAST --limit-iface-in', 'ANYCAST --limit-iface-out', '! ANYCAST --limit-iface-in', '! ANYCAST --limit-iface-out', 'MULTICAST', '! MULTICAST', 'MULTICAST --limit-iface-in', 'MULTICAST --limit-iface-out', '! MULTICAST --limit-iface-in', '! MULTICAST --limit-iface-out', 'BLACKHOLE', '! BLACKHOLE', 'BLACKHOLE --limit-iface-in', 'BLACKHOLE --limit-iface-out', '! BLACKHOLE --limit-iface-in', '! BLACKHOLE --limit-iface-out', 'UNREACHABLE', '! UNREACHABLE', 'UNREACHABLE --limit-iface-in', 'UNREACHABLE --limit-iface-out', '! UNREACHABLE --limit-iface-in', '! UNREACHABLE --limit-iface-out', 'PROHIBIT', '! PROHIBIT', 'PROHIBIT --limit-iface-in', 'PROHIBIT --limit-iface-out', '! PROHIBIT --limit-iface-in', '! PROHIBIT --limit-iface-out', 'THROW', '! THROW', 'THROW --limit-iface-in', 'THROW --limit-iface-out', '! THROW --limit-iface-in', '! THROW --limit-iface-out', 'NAT', '! NAT', 'NAT --limit-iface-in', 'NAT --limit-iface-out', '! NAT --limit-iface-in', '! NAT --limit-iface-out', 'XRESOLVE', '! XRESOLVE', 'XRESOLVE --limit-iface-in', 'XRESOLVE --limit-iface-out', '! XRESOLVE --limit-iface-in', '! XRESOLVE --limit-iface-out'], 'src_type'),

    Puppet::Resource::Param(Enum['ip', '! ip', 'tcp', '! tcp', 'udp', '! udp', 'icmp', '! icmp', 'ipv6-icmp', '! ipv6-icmp', 'esp', '! esp', 'ah', '! ah', 'vrrp', '! vrrp', 'carp', '! carp', 'igmp', '! igmp', 'ipencap', '! ipencap', 'ipv4', '! ipv4', 'ipv6', '! ipv6', 'ospf', '! ospf', 'gre', '! gre', 'cbt', '! cbt', 'sctp', '! sctp', 'pim', '! pim', 'all', '! all'], 'proto'),

    Puppet::Resource::Param(Any, 'mss'),

    Puppet::Resource::Param(Any, 'tcp_flags'),

    Puppet::Resource::Param(Pattern[/^[a-zA-Z0-9\-_]+$/], 'chain'),

    Puppet::Resource::Param(Enum['nat', 'mangle', 'filter', 'raw', 'rawpost'], 'table'),

    Puppet::Resource::Param(Any, 'jump'),

    Puppet::Resource::Param(Any, 'goto'),

    Puppet::Resource::Param(Pattern[/^!?\s?[a-zA-Z0-9\-\._\+\:@]+$/], 'iniface'),

    Puppet::Resource::Param(Pattern[/^!?\s?[a-zA-Z0-9\-\._\+\:@]+$/], 'outiface'),

    Puppet::Resource::Param(Any, 'tosource'),

    Puppet::Resource::Param(Any, 'todest'),

    Puppet::Resource::Param(Any, 'toports'),

    Puppet::Resource::Param(Any, 'to'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'random_fully'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'random'),

    Puppet::Resource::Param(Any, 'reject'),

    Puppet::Resource::Param(Any, 'log_level'),

    Puppet::Resource::Param(Any, 'log_prefix'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'log_uid'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'log_tcp_sequence'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'log_tcp_options'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'log_ip_options'),

    Puppet::Resource::Param(Any, 'nflog_group'),

    Puppet::Resource::Param(Any, 'nflog_prefix'),

    Puppet::Resource::Param(Any, 'nflog_range'),

    Puppet::Resource::Param(Any, 'nflog_threshold'),

    Puppet::Resource::Param(Any, 'icmp'),

    Puppet::Resource::Param(Enum['INVALID', 'ESTABLISHED', 'NEW', 'RELATED', 'UNTRACKED'], 'state'),

    Puppet::Resource::Param(Enum['INVALID', 'ESTABLISHED', 'NEW', 'RELATED', 'UNTRACKED', 'SNAT', 'DNAT'], 'ctstate'),

    Puppet::Resource::Param(Pattern[/^!?\s?\d+$/], 'ctproto'),

    Puppet::Resource::Param(Any, 'ctorigsrc'),

    Puppet::Resource::Param(Any, 'ctorigdst'),

    Puppet::Resource::Param(Any, 'ctreplsrc'),

    Puppet::Resource::Param(Any, 'ctrepldst'),

    Puppet::Resource::Param(Pattern[/^!?\s?\d+$|^!?\s?\d+\:\d+$/], 'ctorigsrcport'),

    Puppet::Resource::Param(Pattern[/^!?\s?\d+$|^!?\s?\d+\:\d+$/], 'ctorigdstport'),

    Puppet::Resource::Param(Pattern[/^!?\s?\d+$|^!?\s?\d+\:\d+$/], 'ctreplsrcport'),

    Puppet::Resource::Param(Pattern[/^!?\s?\d+$|^!?\s?\d+\:\d+$/], 'ctrepldstport'),

    Puppet::Resource::Param(Enum['NONE', 'EXPECTED', 'SEEN_REPLY', 'ASSURED', 'CONFIRMED'], 'ctstatus'),

    Puppet::Resource::Param(Pattern[/^!?\s?\d+$|^!?\s?\d+\:\d+$/], 'ctexpire'),

    Puppet::Resource::Param(Enum['REPLY', 'ORIGINAL'], 'ctdir'),

    Puppet::Resource::Param(Any, 'connmark'),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'connlimit_above'),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'connlimit_mask'),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'hop_limit'),

    Puppet::Resource::Param(Any, 'limit'),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'burst'),

    Puppet::Resource::Param(Any, 'uid'),

    Puppet::Resource::Param(Any, 'gid'),

    Puppet::Resource::Param(Any, 'match_mark'),

    Puppet::Resource::Param(Any, 'set_mark'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'clamp_mss_to_pmtu'),

    Puppet::Resource::Param(Any, 'set_dscp'),

    Puppet::Resource::Param(Any, 'set_dscp_class'),

    Puppet::Resource::Param(Any, 'set_mss'),

    Puppet::Resource::Param(Enum['unicast', 'broadcast', 'multicast'], 'pkttype'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'isfragment'),

    Puppet::Resource::Param(Enum['set', 'update', 'rcheck', 'remove'], 'recent'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'rdest'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'rsource'),

    Puppet::Resource::Param(Any, 'rname'),

    Puppet::Resource::Param(Any, 'rseconds'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'reap'),

    Puppet::Resource::Param(Any, 'rhitcount'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'rttl'),

    Puppet::Resource::Param(Enum['loose', 'validmark', 'accept-local', 'invert'], 'rpfilter'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'socket'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'ishasmorefrags'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'islastfrag'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'isfirstfrag'),

    Puppet::Resource::Param(Enum['none', 'ipsec'], 'ipsec_policy'),

    Puppet::Resource::Param(Enum['in', 'out'], 'ipsec_dir'),

    Puppet::Resource::Param(Enum['nth', 'random'], 'stat_mode'),

    Puppet::Resource::Param(Any, 'stat_every'),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'stat_packet'),

    Puppet::Resource::Param(Any, 'stat_probability'),

    Puppet::Resource::Param(Any, 'mask'),

    Puppet::Resource::Param(Any, 'gateway'),

    Puppet::Resource::Param(Any, 'ipset'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'checksum_fill'),

    Puppet::Resource::Param(Pattern[/(?i-mx:^([0-9a-f]{2}[:]){5}([0-9a-f]{2})$)/], 'mac_source'),

    Puppet::Resource::Param(Pattern[/^[a-zA-Z0-9\-\._\+]+$/], 'physdev_in'),

    Puppet::Resource::Param(Pattern[/^[a-zA-Z0-9\-\._\+]+$/], 'physdev_out'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'physdev_is_bridged'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'physdev_is_in'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'physdev_is_out'),

    Puppet::Resource::Param(Any, 'date_start'),

    Puppet::Resource::Param(Any, 'date_stop'),

    Puppet::Resource::Param(Any, 'time_start'),

    Puppet::Resource::Param(Any, 'time_stop'),

    Puppet::Resource::Param(Any, 'month_days'),

    Puppet::Resource::Param(Enum['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'], 'week_days'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'time_contiguous'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'kernel_timezone'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'clusterip_new'),

    Puppet::Resource::Param(Enum['sourceip', 'sourceip-sourceport', 'sourceip-sourceport-destport'], 'clusterip_hashmode'),

    Puppet::Resource::Param(Pattern[/(?i-mx:^([0-9a-f]{2}[:]){5}([0-9a-f]{2})$)/], 'clusterip_clustermac'),

    Puppet::Resource::Param(Pattern[/\d+/], 'clusterip_total_nodes'),

    Puppet::Resource::Param(Pattern[/\d+/], 'clusterip_local_node'),

    Puppet::Resource::Param(Any, 'clusterip_hash_init'),

    Puppet::Resource::Param(Any, 'length'),

    Puppet::Resource::Param(Any, 'string'),

    Puppet::Resource::Param(Any, 'string_hex'),

    Puppet::Resource::Param(Enum['bm', 'kmp'], 'string_algo'),

    Puppet::Resource::Param(Any, 'string_from'),

    Puppet::Resource::Param(Any, 'string_to'),

    Puppet::Resource::Param(Any, 'queue_num'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'queue_bypass'),

    Puppet::Resource::Param(Pattern[/^[A-Z]{2}(,[A-Z]{2})*$/], 'src_cc'),

    Puppet::Resource::Param(Pattern[/^[A-Z]{2}(,[A-Z]{2})*$/], 'dst_cc'),

    Puppet::Resource::Param(Any, 'hashlimit_name'),

    Puppet::Resource::Param(Any, 'hashlimit_upto'),

    Puppet::Resource::Param(Any, 'hashlimit_above'),

    Puppet::Resource::Param(Pattern[/^\d+$/], 'hashlimit_burst'),

    Puppet::Resource::Param(Any, 'hashlimit_mode'),

    Puppet::Resource::Param(Any, 'hashlimit_srcmask'),

    Puppet::Resource::Param(Any, 'hashlimit_dstmask'),

    Puppet::Resource::Param(Any, 'hashlimit_htable_size'),

    Puppet::Resource::Param(Any, 'hashlimit_htable_max'),

    Puppet::Resource::Param(Any, 'hashlimit_htable_expire'),

    Puppet::Resource::Param(Any, 'hashlimit_htable_gcinterval'),

    Puppet::Resource::Param(Any, 'bytecode'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'ipvs'),

    Puppet::Resource::Param(Any, 'zone'),

    Puppet::Resource::Param(Any, 'helper'),

    Puppet::Resource::Param(Any, 'cgroup'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'notrack'),

    Puppet::Resource::Param(Any, 'condition')
  ],
  [
    Puppet::Resource::Param(Pattern[/^\d+[[:graph:][:space:]]+$/], 'name', true),

    Puppet::Resource::Param(Enum['ignore', 'warn', 'error'], 'onduplicaterulebehaviour'),

    Puppet::Resource::Param(Any, 'line'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
