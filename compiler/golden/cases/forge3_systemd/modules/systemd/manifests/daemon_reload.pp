define systemd::daemon_reload (
  Boolean $enable = true,
  Optional[String[1]] $user = undef,
) {
  include systemd

  if $enable {
    if $user {
      if ($facts['os']['family'] == 'RedHat' and versioncmp($facts['os']['release']['major'],'9') < 0 ) {
        fail('systemd::daemon_reload_for a user is not supported below RedHat 9, Debian 12 or Ubuntu 22.04')
      }

      $_title   = "${module_name}-${name}-systemctl-user-${user}-daemon-reload"
      $_command = systemd::systemctl_user($user, ['daemon-reload'])
    } else {
      $_title   = "${module_name}-${name}-systemctl-daemon-reload"
      $_command = ['systemctl', 'daemon-reload']
    }

    exec { $_title:
      command     => $_command,
      refreshonly => true,
      path        => $facts['path'],
    }
  }
}
