# A custom type as it loads on the server (lib/puppet/type requiring a PuppetX library with
# require_relative, ensurable, composite namevars with title_patterns, a Boolean parameter class,
# autorequire, a global validate) with two providers (one confined to a feature); the catalog keeps
# what the compile gave (the type's validate and munge run on the agent).
file { '/etc/nginx': ensure => directory }
svc_config { 'nginx/worker_processes': value => 4 }
svc_config { 'worker_connections': service => 'nginx', value => [1024, 2048], restart => true }
svc_config { 'standalone': ensure => absent }
svc_config { 'nginx/keepalive': value => 65, require => Svc_config['nginx/worker_processes'] }
notify { 'refs': message => [Svc_config['nginx/worker_processes'], Svc_config['standalone']] }
Svc_config['worker_connections'] -> Notify['refs']
