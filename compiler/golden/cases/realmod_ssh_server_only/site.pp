# saz-ssh 2.8.1: the server class alone (no client) with host keys exported off, sshd options as
# nested Match hashes and arrays, ssh::server::config's validation off, plus
# ssh_authorized_key resources from a hash with create_resources.
class { 'ssh::server':
  storeconfigs_enabled => false,
  options              => {
    'Port'                   => 2222,
    'ListenAddress'          => ['10.0.0.5', '127.0.0.1'],
    'PermitRootLogin'        => 'no',
    'AuthorizedKeysFile'     => '.ssh/authorized_keys',
    'Match Address 10.0.0.0/8' => { 'PasswordAuthentication' => 'yes' },
    'Match Group sftponly'   => { 'ChrootDirectory' => '%h', 'ForceCommand' => 'internal-sftp' },
  },
}
$keys = {
  'alice@laptop' => { 'user' => 'alice', 'type' => 'ssh-ed25519', 'key' => 'AAAAC3NzaC1lZDI1NTE5AAAAIAliceExampleKey' },
  'bob@desk'     => { 'user' => 'bob', 'type' => 'ssh-rsa', 'key' => 'AAAAB3NzaC1yc2EAAAADAQABAAABAQBobExampleKey', 'options' => ['no-port-forwarding'] },
}
create_resources('ssh_authorized_key', $keys, { 'ensure' => 'present' })
