# QA-FORGE-8: voxpupuli/puppet-collectd's processes plugin templates process.conf.epp 809e7b47 and
# processmatch.conf.epp ca925001: Optional[Boolean] EPP parameters without defaults, given as undef or omitted
# from a hash that also holds keys they do not declare (undef), `unless ... =~ Undef`, false printed.
$procs = {
  'nginx'   => { 'collect_context_switch' => true, 'collect_file_descriptor' => false, 'collect_memory_maps' => undef },
  'postgres' => { 'collect_context_switch' => undef, 'collect_file_descriptor' => undef, 'collect_memory_maps' => undef, 'ignored' => undef },
}
$body = $procs.map |$p, $opts| { epp('collectd/plugin/processes/process.conf.epp', { 'process' => $p } + $opts) }.join('')
$match = epp('collectd/plugin/processes/processmatch.conf.epp', {
  'matchname' => 'java apps', 'regex' => '^/usr/bin/java .*', 'collect_context_switch' => undef,
  'collect_file_descriptor' => true, 'collect_memory_maps' => true,
})
file { '/etc/collectd/conf.d/10-processes.conf':
  content => "<Plugin processes>\n${body}${match}</Plugin>\n",
}
