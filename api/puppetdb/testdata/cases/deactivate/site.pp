node /^n\d/ {
  @@sshkey { $facts['fqdn']: type => 'ssh-ed25519', key => "AAAA${facts['hostname']}" }
}
node default {
  Sshkey <<| |>>
}
