class web(Hash $vhosts, Array $packages, String $mode, String $only_module) {
  notify { 'web': message => { vhosts => $vhosts, packages => $packages, mode => $mode, only => $only_module } }
}
