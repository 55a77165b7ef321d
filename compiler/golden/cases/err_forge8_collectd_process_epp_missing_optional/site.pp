# QA-FORGE-8: voxpupuli-collectd's process.conf.epp declares Optional[Boolean] parameters without defaults:
# a call that leaves one out entirely fails (Puppet makes only parameters with a default optional keys).
notice(epp('collectd/plugin/processes/process.conf.epp', { 'process' => 'nginx', 'collect_context_switch' => true }))
