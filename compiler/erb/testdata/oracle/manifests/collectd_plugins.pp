class { 'collectd': purge => true, recurse => true, purge_config => true, minimum_version => '5.8', manage_repo => false, collectd_hostname => 'web01', fqdnlookup => false, interval => 10, timeout => 2, write_queue_limit_high => 1000, write_queue_limit_low => 800, typesdb => ['/usr/share/collectd/types.db', '/etc/collectd/my_types.db'] }
class { 'collectd::plugin::apache': instances => { 'localhost' => { 'url' => 'http://localhost/mod_status?auto', 'user' => 'collectd', 'password' => 'secret', 'verifypeer' => false, 'verifyhost' => false, 'cacert' => '/etc/ssl/ca.crt' } } }
class { 'collectd::plugin::bind': url => 'http://localhost:8053/', views => [{ 'name' => 'internal', 'zones' => ['localhost/IN', '127.in-addr.arpa/IN'] }] }
class { 'collectd::plugin::cgroups': cgroups => ['libvirt'], ignore_selected => true }
class { 'collectd::plugin::csv': datadir => '/var/lib/collectd/csv', storerates => true }
class { 'collectd::plugin::df': fstypes => ['nfs', 'tmpfs', 'autofs'], ignoreselected => true, mountpoints => ['/u'], reportbydevice => true, valuesabsolute => true, valuespercentage => true }
class { 'collectd::plugin::disk': disks => ['/^dm/'], ignoreselected => true, udevnameattr => 'DM_NAME' }
class { 'collectd::plugin::dns': interface => 'eth0', ignoresource => '10.0.0.1', selectnumericquerytypes => false }
class { 'collectd::plugin::ethstat': interfaces => ['eth0', 'eth1'], maps => ['"rx_csum_offload_errors" "if_rx_errors" "checksum_offload"'], mappedonly => true }
class { 'collectd::plugin::filecount': directories => { 'active' => '/var/spool/postfix/active', 'incoming' => '/var/spool/postfix/incoming' } }
class { 'collectd::plugin::hddtemp': host => '127.0.0.1', port => 7634 }
class { 'collectd::plugin::interface': interfaces => ['lo'], ignoreselected => true, reportinactive => false }
class { 'collectd::plugin::ipmi': ignore_selected => true, sensors => ['ambient'], notify_sensor_add => true, notify_sensor_remove => true, notify_sensor_not_present => true }
class { 'collectd::plugin::iptables': chains => { 'nat' => 'In_SSH', 'filter' => 'HTTP' } }
class { 'collectd::plugin::irq': irqs => [7, 8, 9], ignoreselected => true }
class { 'collectd::plugin::java': jvmarg => ['-Djava.class.path=/usr/share/collectd/java/collectd-api.jar', '-Xmx128m'] }
class { 'collectd::plugin::load': report_relative => true }
class { 'collectd::plugin::logfile': log_level => 'warning', log_file => '/var/log/collectd.log', log_timestamp => true, print_severity => true }
class { 'collectd::plugin::memcached': instances => { 'local' => { 'host' => '127.0.0.1', 'port' => 11211 } } }
class { 'collectd::plugin::memory': valuesabsolute => true, valuespercentage => false }
class { 'collectd::plugin::netlink': interfaces => ['eth0', 'eth1'], verboseinterfaces => ['ppp0'], qdiscs => ['"eth0" "pfifo_fast-1:0"'], classes => ['"ppp0" "htb-1:10"'], filters => ['"ppp0" "u32-1:0"'], ignoreselected => false }
class { 'collectd::plugin::nginx': url => 'https://localhost:8433', user => 'stats', password => 'uleePi4A', verifypeer => false, verifyhost => false, cacert => '/etc/ssl/ca.crt' }
class { 'collectd::plugin::ntpd': host => 'localhost', port => 123, reverselookups => false, includeunitid => false }
class { 'collectd::plugin::openvpn': statusfile => ['/etc/openvpn/openvpn-status.log'], improvednamingschema => true, collectcompression => true, collectindividualusers => true, collectusercount => false }
class { 'collectd::plugin::protocols': values => ['Protocol:Value'], ignoreselected => true }
class { 'collectd::plugin::redis': nodes => { 'node1' => { 'host' => 'localhost', 'port' => '6379', 'timeout' => 2000, 'password' => 'pw' } } }
class { 'collectd::plugin::rrdcached': daemonaddress => 'unix:/var/run/rrdcached.sock', datadir => '/var/lib/rrdcached/db/collectd', createfiles => true, createfilesasync => false, stepsize => 10, heartbeat => 20, rrarows => 1200, rratimespan => [3600, 86400], xff => 0.1, collectstatistics => true }
class { 'collectd::plugin::rrdtool': datadir => '/var/lib/collectd/rrd', createfilesasync => false, rrarows => 1200, rratimespan => [3600, 86400, 604800], xff => 0.1, cacheflush => 900, cachetimeout => 120, writespersecond => 50 }
class { 'collectd::plugin::sensors': sensors => ['sensors-coretemp-isa-0000/temperature-temp2'], ignoreselected => false }
class { 'collectd::plugin::statsd': host => '0.0.0.0', port => 8125, deletecounters => false, deletetimers => false, deletegauges => false, deletesets => false, timerpercentile => [50, 90.5], timerlower => true, timerupper => true, timersum => false, timercount => true }
class { 'collectd::plugin::tcpconns': localports => ['25', '12026'], remoteports => ['25'], listening => false, allportssummary => true }
class { 'collectd::plugin::thermal': devices => ['foo0'], ignoreselected => false }
class { 'collectd::plugin::unixsock': socketfile => '/var/run/collectd-sock', socketgroup => 'nagios', socketperms => '0770', deletesocket => false }
class { 'collectd::plugin::uuid': uuid_file => '/etc/uuid' }
class { 'collectd::plugin::varnish': instances => { 'instanceName' => { 'CollectCache' => 'true', 'CollectBackend' => 'true' } } }
class { 'collectd::plugin::vmem': verbose => true }
class { 'collectd::plugin::write_graphite': carbons => { 'graphite' => { 'graphitehost' => 'graphite.example.com', 'graphiteport' => 2003, 'graphiteprefix' => 'collectd.', 'storerates' => true, 'escapecharacter' => '_', 'alwaysappendds' => false, 'protocol' => 'tcp', 'separateinstances' => false, 'logsenderrors' => true } } }
class { 'collectd::plugin::write_log': format => 'JSON' }
class { 'collectd::plugin::write_tsdb': host => 'localhost', port => 4242, host_tags => ['env=prod', 'dc=one'], store_rates => false, always_append_ds => false }
class { 'collectd::plugin::smart': disks => ['/^[hs]d[a-f][0-9]?$/'], ignoreselected => false }
class { 'collectd::plugin::fhcount': valuesabsolute => true, valuespercentage => false }
class { 'collectd::plugin::ceph': daemons => ['ceph-osd.0', 'ceph-mon.mon01'], longrunavglatency => false, convertspecialmetrictypes => true }
class { 'collectd::plugin::openldap': instances => { 'foo.example.com' => { 'url' => 'ldap://foo.example.com', 'binddn' => 'cn=admin', 'password' => 'pw', 'timeout' => 5 } } }
class { 'collectd::plugin::rabbitmq': config => { 'Username' => 'guest', 'Password' => 'guest', 'Scheme' => 'http', 'Port' => '15672', 'Host' => 'localhost', 'Realm' => 'RabbitMQ Management' } }
