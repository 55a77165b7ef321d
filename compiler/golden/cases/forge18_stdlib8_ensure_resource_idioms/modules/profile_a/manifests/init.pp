class profile_a {
  ensure_packages(['git', 'curl'], { 'ensure' => 'installed' })
  ensure_resource('user', 'deploy', { 'ensure' => 'present', 'shell' => '/bin/bash' })
  ensure_resources('file', { '/srv/a' => { 'mode' => '0755' }, '/srv/b' => {} }, { 'ensure' => 'directory', 'owner' => 'deploy' })
  ensure_resource('file', ['/srv/c', '/srv/d'], { 'ensure' => 'directory' })
}
