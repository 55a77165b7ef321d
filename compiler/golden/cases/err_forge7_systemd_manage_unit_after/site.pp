# QA-FORGE-7: voxpupuli-systemd's systemd::manage_unit and its Systemd::Unit::* type aliases from
# the code index (manage_unit.pp 1f0e25c9, unit/service.pp 032ae61f, unit/unit.pp 0ce71849, ...),
# stdlib 8.5 plus stdlib 9's Stdlib::IP::Address::CIDR; the README's service with an After that
# lacks its unit suffix. The compile stops at the parameter's type.
systemd::manage_unit { 'myrunner.service':
  unit_entry    => {
    'Description' => 'My great service',
    'After'       => ['network-online.target', 'postgresql'],
  },
  service_entry => {
    'Type'      => 'oneshot',
    'ExecStart' => '/usr/bin/doit.sh',
  },
  install_entry => {
    'WantedBy' => 'multi-user.target',
  },
}
