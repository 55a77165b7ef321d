# QA-FORGE-7: voxpupuli-systemd's systemd::manage_unit (code index) with Debian's stdlib 8.5, older
# than the module needs: a slice whose IPAddressAllow entry is no address, so the check reaches the
# Stdlib::IP::Address::CIDR variant that stdlib 8.5 does not define.
systemd::manage_unit { 'batch.slice':
  unit_entry  => {
    'Description' => 'Slice for batch jobs',
  },
  slice_entry => {
    'CPUQuota'       => '50%',
    'IPAddressAllow' => ['10.0.0.0/8', 'intranet'],
  },
}
