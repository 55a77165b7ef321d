# QA-FORGE-8: puppetlabs-kubernetes's 3.x functions kubeadm_init_flags ab8b9b22 (frozen_string_literal) and
# kubeadm_join_flags db64105c, given hashes as kubernetes::kubeadm_init/join give them: undef values inside a
# Hash reach a 3.x function as :undef (hence `.to_s != 'undef'`), Integers, Arrays, booleans; and voxpupuli-php's
# ported 4.x functions php::ensure_prefix a422fcb0 and php::to_hash_settings faf20297 (repeated_param 'Any').
$init = {
  'apiserver_advertise_address' => '10.0.0.10', 'apiserver_bind_port' => 6443, 'apiserver_cert_extra_sans' => ['k8s.example.com', '10.0.0.10'],
  'cert_dir' => undef, 'config' => '/etc/kubernetes/config.yaml', 'cri_socket' => undef, 'dry_run' => false,
  'feature_gates' => undef, 'ignore_preflight_errors' => ['Swap', 'NumCPU'], 'kubernetes_version' => '1.29.3',
  'node_name' => 'web01.example.com', 'pod_network_cidr' => undef, 'service_cidr' => '10.96.0.0/12',
  'service_dns_domain' => undef, 'skip_token_print' => true, 'token' => undef, 'token_ttl' => undef, 'skip_phases' => 'addon/kube-proxy',
}
notice(kubeadm_init_flags($init))
$join = {
  'controller_address' => '10.0.0.10:6443', 'config' => '/etc/kubernetes/config.yaml', 'cri_socket' => 'unix:///run/containerd/containerd.sock',
  'discovery_file' => undef, 'discovery_token' => 'abcdef.0123456789abcdef', 'ca_cert_hash' => 'e3b0c442', 'skip_ca_verification' => false,
  'feature_gates' => undef, 'ignore_preflight_errors' => undef, 'node_name' => $facts['networking']['fqdn'], 'token' => 'abcdef.0123456789abcdef',
}
notice(kubeadm_join_flags($join))
notice(kubeadm_join_flags($join + { 'discovery_file' => '/etc/kubernetes/discovery.yaml', 'skip_ca_verification' => true }))
notice(kubeadm_init_flags({}))
exec { 'kubeadm init':
  command => "kubeadm init ${kubeadm_init_flags($init)}",
  path    => ['/usr/bin', '/bin'],
  creates => '/etc/kubernetes/admin.conf',
}
notice(php::ensure_prefix({ 'a' => 1, 'b' => 2, 'p.c' => 3 }, 'p.'))
notice(php::ensure_prefix(['a', 'p.b', 'c', 3, true], 'p.'))
notice(php::ensure_prefix(['x'], undef))
$settings_h = php::to_hash_settings({ 'Date/date.timezone' => 'UTC', 'PHP/memory_limit' => '256M', 'PHP/max_execution_time' => 60 }, '/etc/php/8.2/fpm/php.ini')
notice($settings_h)
notice(php::to_hash_settings({ 'a' => 1 }))
