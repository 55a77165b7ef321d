# QA-FORGE-7: voxpupuli-unattended_upgrades: mail with the 'report' key newer READMEs show, which this
# version's Unattended_upgrades::Mail struct does not have; also size as a string.
class { 'unattended_upgrades':
  mail => { 'to' => 'ops@example.com', 'report' => 'on-change' },
  size => '100',
}
