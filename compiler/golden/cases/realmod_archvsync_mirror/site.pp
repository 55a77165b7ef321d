# infomaniak-archvsync 1.0: a Debian mirror (ftpsync for debian, security and ubuntu with push
# triggers and runmirrors), apache, pure-ftpd and rsync exports.
class { 'archvsync':
  mirrorname   => 'mirror.example.com',
  mailto       => 'mirror@example.com',
  manage_pureftpd => false,
  sync_debian_archive => false,
  sync_debian_cd => false,
  debian_accept_push => true,
  debian_push_ssh_key => 'AAAAB3NzaC1yc2EAAAADAQABAAABAQCpushkey',
  debian_enable_runmirrors => true,
  debian_runmirrors_hostnames => ['mirror2.example.com', 'mirror3.example.com'],
  arch_include => 'amd64 arm64 source',
}
