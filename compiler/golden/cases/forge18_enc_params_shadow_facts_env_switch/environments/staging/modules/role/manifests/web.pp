class role::web(Hash[String, Optional[Hash]] $vhosts = {}) {
  $vhosts.each |$name, $cfg| {
    notify { "vhost ${name}": message => $cfg ? { undef => { "port" => 80 }, default => $cfg } }
  }
}
