# QA-FORGE-7: voxpupuli-systemd's templates/unit_file.epp (code index, 0b253c60) called as
# systemd::manage_unit 1f0e25c9 calls it, without the kube_entry the template's newer parameter list
# requires (an Optional type without a default is still required).
file { '/etc/systemd/system/legacy.service':
  ensure  => file,
  content => epp('systemd/unit_file.epp', {
      'unit_entry'    => { 'Description' => 'legacy' },
      'slice_entry'   => undef,
      'service_entry' => { 'ExecStart' => '/bin/true' },
      'install_entry' => undef,
      'timer_entry'   => undef,
      'path_entry'    => undef,
      'socket_entry'  => undef,
  }),
}
