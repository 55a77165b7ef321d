class profile::base (
  Array[String] $ntp_servers,
  String $owner,
  String $family,
  String $motd,
) {
  notice("ntp=${ntp_servers} owner=${owner} family=${family} motd=${motd}")
  notice(lookup('name', String, 'first', 'no name'))
}
