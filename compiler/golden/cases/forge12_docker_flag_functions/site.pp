# Written for this case: the hashes puppetlabs-docker's defines (docker::services, docker::swarm, docker::secrets,
# docker::exec, docker::plugin) build for these functions, with undef, Boolean and Integer values as they pass them.
$svc = docker_service_flags({
  detach => false, service_name => 'web', env => ['A=1', 'B=two'], label => ['tier=front'],
  mounts => undef, networks => ['overlay0'], publish => undef, replicas => 3, tty => false,
  user => 'www', workdir => '/srv', extra_params => ['--limit-cpu 0.5'], host_socket => undef,
  registry_mirror => undef, image => 'nginx:1.25', command => 'nginx -g "daemon off;"',
})
$svc2 = docker_service_flags({ detach => true, publish => '8080:80', tty => true, image => undef })
$swarm = docker_swarm_init_flags({
  init => true, advertise_addr => '10.0.0.5', autolock => false, cert_expiry => '2160h',
  dispatcher_heartbeat => undef, external_ca => undef, force_new_cluster => false,
  listen_addr => '0.0.0.0:2377', max_snapshots => 5, snapshot_interval => undef,
})
$secret = docker_secrets_flags({ ensure => 'present', secret_name => 'db_pw', secret_path => '/root/pw', label => ['env=prod', 'team=db'] })
$secret1 = docker_secrets_flags({ ensure => 'absent', secret_name => 'x', label => 'single' })
$secret0 = docker_secrets_flags({ ensure => 'present', secret_name => 'y', label => undef })
$exec = docker_exec_flags({ detach => true, interactive => false, tty => true, env => ['TERM=xterm', 'X=1'] })
$exec0 = docker_exec_flags({ detach => false, interactive => true, tty => false, env => undef })
$plugin = docker_plugin_install_flags({
  plugin_alias => 'sshfs', disable_on_install => true, disable_content_trust => false,
  grant_all_permissions => true, plugin_name => 'vieux/sshfs', settings => ['DEBUG=1', 42],
})
$env = docker::env(['HTTP_PROXY=http://proxy:3128', 'NO_PROXY=localhost'])
[$svc, $svc2, $swarm, $secret, $secret1, $secret0, $exec, $exec0, $plugin].each |$i, $f| {
  notify { "flags ${i}": message => $f }
}
notify { 'env': message => $env }
