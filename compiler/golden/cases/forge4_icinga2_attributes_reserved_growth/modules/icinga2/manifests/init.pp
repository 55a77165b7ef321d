# Test driver (QA-FORGE-4): the two variables icinga2::icinga2_attributes reads through closure_scope, as icinga2::params sets them
class icinga2 (
  Hash $constants = { 'NodeName' => 'web01', 'ZoneName' => 'z1', 'TicketSalt' => 'x' },
) {
  $_reserved = ['Acknowledgement', 'Critical', 'Down', 'host', 'service', 'NodeName', 'Warning', 'Up']
  $_constants = $constants
}
