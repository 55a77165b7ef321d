class profile::base (
  String $motd_owner,
  Array[String] $ntp_servers,
  Sensitive[String] $admin_password,
  Optional[String] $contact = undef,
) {
  file { '/etc/motd':
    content => epp('profile/motd.epp', {
      'owner'    => $motd_owner,
      'role'     => $::role,
      'dc'       => $::datacenter,
      'owners'   => $::owners,
      'servers'  => $ntp_servers,
      'contact'  => $contact,
    }),
  }
  user { 'admin': password => $admin_password }
  notice("admin password is ${admin_password}, unwrapped length ${admin_password.unwrap.length}")
  $token = Deferred('profile::vault_token', [$::datacenter, 'approle'])
  file { '/etc/app/token': content => $token, mode => '0600' }
}
