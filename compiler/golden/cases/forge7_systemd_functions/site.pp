# QA-FORGE-7: voxpupuli-systemd's Puppet functions from the code index: systemd::escape 6f635c38
# (String#map with index and character, regsubst chains, '\x2e' kept literal) with its docs'
# examples and mount-unit paths, and systemd::systemctl_user 651882e1 as its example uses it.
notice(systemd::escape('foo::bar'))
notice(systemd::escape('/mnt/foobar', true))
notice(systemd::escape('//srv//data/backup-2024//', true))
notice(systemd::escape('.hidden.dir', false))
notice(systemd::escape('web-01,web-02'))
notice(systemd::escape('/var/lib/docker/overlay2', true))
$mount = "${systemd::escape('/mnt/nfs/home', true)}.mount"
notice($mount)

exec { 'start_service':
  command => systemd::systemctl_user('santa', ['start', 'myservice.service']),
}
notice(systemd::systemctl_user('deploy', ['daemon-reload']))
