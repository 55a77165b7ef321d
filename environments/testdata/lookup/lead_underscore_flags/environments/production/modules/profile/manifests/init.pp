class profile (
  Hash $users,
  Array[String] $packages,
  Array[String] $ntp_servers,
  String $motd,
  Array[Hash] $vhosts,
  String $listen,
  Sensitive[String] $secret_token,
  Array[String] $users_alias,
  String $literal_pct,
  String $empty_interp,
  Hash $limits,
  Integer $port,
) {
  notice("users=${users}")
  notice("packages=${packages}")
  notice("ntp=${ntp_servers}")
  notice("motd=${motd}")
  notice("vhosts=${vhosts}")
  notice("listen=${listen} port=${port}")
  notice("secret=${secret_token} unwrapped length ${secret_token.unwrap.length}")
  notice("alias=${users_alias} literal=${literal_pct} empty=${empty_interp} limits=${limits}")
  notice(lookup('profile::packages', Array[String], 'first'))
  notice(lookup('profile::users', { merge => 'hash' }).keys.sort)
  notice(lookup({ name => 'profile::nothing', default_value => 'dflt' }))
  notice(lookup('profile::limits', Hash, 'deep'))
}
