# QA-FORGE-7: voxpupuli-systemd's systemd::systemctl_user (code index) called as its own @example
# shows, with the arguments as a String where the signature wants Array[String[1], 1].
exec { 'start_service':
  command => systemd::systemctl_user('santa', 'start myservice.service'),
}
