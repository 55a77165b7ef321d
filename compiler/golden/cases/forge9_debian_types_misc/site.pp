# Debian's puppet-alternatives 3.0.0 (alternatives, alternative_entry), puppetlabs-vcsrepo 1.3.2, puppet-ssh_keygen
# 2.0.1 and the split-out core types (mailalias, cron, mount, sshkey, ssh_authorized_key, host), written for this case.
alternatives { 'editor': path => '/usr/bin/vim.basic' }
alternatives { 'java': mode => 'auto' }
alternative_entry { '/usr/lib/jvm/java-17/bin/java':
  ensure   => present,
  altlink  => '/usr/bin/java',
  altname  => 'java',
  priority => 1700,
  require  => Alternatives['java'],
}
vcsrepo { '/srv/app':
  ensure   => latest,
  provider => git,
  source   => { 'origin' => 'https://git.example.com/app.git', 'mirror' => 'https://mirror.example.com/app.git' },
  revision => 'main',
  depth    => 1,
  user     => 'deploy',
}
vcsrepo { '/srv/legacy': ensure => present, provider => svn, source => 'svn://svn.example.com/legacy/trunk', revision => '1234' }
ssh_keygen { 'deploy': bits => 4096, comment => 'deploy@web01' }
ssh_keygen { 'root': type => 'dsa' }
mailalias { 'postmaster': recipient => ['root', 'ops@example.com'] }
cron { 'logrotate-app': command => '/usr/sbin/logrotate /etc/app.conf', user => 'root', hour => [2, 14], minute => '*/15', environment => ['MAILTO=ops'] }
mount { '/mnt/data': ensure => mounted, device => '/dev/vdb1', fstype => 'ext4', options => 'defaults,noatime', pass => 2 }
sshkey { 'git.example.com': type => 'ssh-ed25519', key => 'AAAAC3NzaC1lZDI1NTE5AAAAIExample', host_aliases => ['git'] }
ssh_authorized_key { 'alice@laptop': user => 'alice', type => 'ssh-ed25519', key => 'AAAAC3NzaC1lZDI1NTE5AAAAIAlice', options => ['from="10.0.0.0/8"'] }
host { 'db.example.com': ip => '10.0.0.20', host_aliases => ['db'] }
