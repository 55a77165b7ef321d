# Written for this case: the two variables of class icinga2 that icinga2::attributes reads
# through closure_scope (the module's params/globals build them from its constants).
class icinga2 (
  Hash $constants = {},
) {
  $_reserved = ['NodeName', 'ZoneName', 'PluginDir', 'ManubulonPluginDir', 'TicketSalt', 'globals', 'config']
  $_constants = { 'NodeName' => $facts['networking']['fqdn'], 'ZoneName' => 'NodeName', 'TicketSalt' => '' } + $constants
}
