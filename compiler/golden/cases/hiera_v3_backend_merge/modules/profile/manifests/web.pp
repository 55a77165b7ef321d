class profile::web (Integer $port, String $nm) {
  notice("port ${port} name ${nm}")
  notice(lookup('who'))
}
