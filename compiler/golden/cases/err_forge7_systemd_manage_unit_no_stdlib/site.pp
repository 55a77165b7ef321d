# QA-FORGE-7: voxpupuli-systemd's systemd::manage_unit (code index) on a modulepath without
# puppetlabs-stdlib, the dependency its metadata names: the define's parameter types name
# Stdlib::Absolutepath. Puppet reports the missing type at the define's parameter, unwrapped.
systemd::manage_unit { 'myrunner.service':
  unit_entry    => {
    'Description' => 'My great service',
  },
  service_entry => {
    'Type'      => 'oneshot',
    'ExecStart' => '/usr/bin/doit.sh',
  },
  install_entry => {
    'WantedBy' => 'multi-user.target',
  },
}
