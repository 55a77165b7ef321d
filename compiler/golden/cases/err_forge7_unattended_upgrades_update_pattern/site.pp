# QA-FORGE-7: voxpupuli-unattended_upgrades: update given as '12 hours' (not Integer, 'always' or /^\d+[smh]$/).
class { 'unattended_upgrades':
  update  => '12 hours',
  upgrade => 1,
}
