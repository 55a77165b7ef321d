class profile::base (Array $dns, String $motd) {
  notice("base dns=${dns} motd=${motd} role=${::role} dc=${datacenter} server=${server_facts['servername']}")
}
