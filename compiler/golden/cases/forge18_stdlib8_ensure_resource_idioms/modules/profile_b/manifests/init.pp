class profile_b {
  ensure_packages({ 'git' => { 'ensure' => 'installed' }, 'jq' => {} })
  ensure_packages('curl', { 'ensure' => 'installed' })
  ensure_resource('user', 'deploy', { 'ensure' => 'present', 'shell' => '/bin/bash' })
  notice(defined_with_params(User['deploy'], { 'shell' => '/bin/bash' }))
  notice(defined_with_params(User['deploy'], { 'shell' => '/bin/zsh' }))
  notice(defined_with_params(File['/srv/a'], { 'mode' => '0755', 'ensure' => 'directory' }))
  notice(getparam(User['deploy'], 'shell'))
  notice(getparam(File['/srv/a'], 'owner'))
  notice(getparam(File['/srv/none'], 'owner'))
  ensure_resource('exec', 'secret', { 'command' => Sensitive('/bin/true'), 'path' => ['/bin'] })
}
