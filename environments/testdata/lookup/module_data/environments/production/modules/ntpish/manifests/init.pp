class ntpish(Array $servers, String $package, String $service, Hash $extra) {
  notify { 'ntpish': message => { 'servers' => $servers, 'package' => $package, 'service' => $service, 'extra' => $extra } }
}
