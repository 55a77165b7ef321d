class profile::base(Array[String] $ntp_servers, String $motd) {
  notify { 'motd': message => $motd }
  notify { 'ntp': message => $ntp_servers }
}
