# The real saz-ssh module: server and client with options hashes.
class { 'ssh':
  server_options => { 'PasswordAuthentication' => 'no', 'PermitRootLogin' => 'no', 'Port' => [22, 2222] },
  client_options => { 'Host *' => { 'SendEnv' => 'LANG LC_*' } },
  storeconfigs_enabled => false,
}
