helm::chart { 'mysql':
  chart        => 'stable/mysql',
  release_name => 'mysql',
  namespace    => 'db',
  set          => ['mysqlRootPassword=x', 'persistence.enabled=false'],
  values       => '/tmp/values.yaml',
  timeout      => 300,
  wait         => true,
}
helm::chart { 'minimal':
  set    => undef,
  values => [undef, 'a.yaml', [undef, 'b.yaml']],
}
# keys left out (nil in Ruby) and undef values (:undef nested in a hash) read differently by the function
notify { 'init all undef':
  message => helm_init_flags({ 'client_only' => undef, 'local_repo_url' => undef, 'service_account' => undef, 'tiller_namespace' => undef }),
}
notify { 'init missing keys': message => helm_init_flags({ 'init' => false, 'debug' => true, 'upgrade' => 'true' }) }
notify { 'init nested': message => helm_init_flags({ 'client_only' => [undef, 1], 'service_account' => { 'a' => undef } }) }
notify { 'install empty': message => helm_install_flags({}) }
