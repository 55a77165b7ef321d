class systemd::timedatectl (
  Optional[Boolean] $set_local_rtc = $systemd::set_local_rtc,
  Optional[String[1]] $timezone = $systemd::timezone,
) {
  assert_private()

  if $timezone {
    exec { 'set system timezone':
      command => "timedatectl set-timezone ${timezone}",
      unless  => "test $(timedatectl show --property Timezone --value) = ${timezone}",
      path    => $facts['path'],
    }
  }

  # if $set_local_rtc is undef, this remains unmanaged
  if $set_local_rtc {
    exec { 'set local hardware clock to local time':
      command => 'timedatectl set-local-rtc 1',
      onlyif  => 'test $(timedatectl show --property LocalRTC --value) = no',
      path    => $facts['path'],
    }
  } elsif $set_local_rtc == false {
    exec { 'set local hardware clock to UTC time':
      command => 'timedatectl set-local-rtc 0',
      unless  => 'test $(timedatectl show --property LocalRTC --value) = no',
      path    => $facts['path'],
    }
  }
}
