$queries = [
  'osfamily=Debian',
  'Class[Apache] and processorcount>=4',
  'not (kernel=Linux or kernel~"BSD")',
  '@@Nagios_host[web01]{ensure=present}',
  'memorysize_mb<1024.5 and uptime_days!=3',
  'networking.interfaces.eth0.ip~"^10\\."',
  'File[*]{mode="0644"}',
  '',
  'osfamily=',
  'a = (b',
  'a=$',
]
$queries.each |$i, $q| {
  notify { "q${i}": message => pdbq::parse($q) }
}
