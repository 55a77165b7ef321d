# Written for this case after puppetlabs-kubernetes' kubernetes::kubeadm_join, which hands every option to the
# function, undef where unset: the function tests `.to_s != 'undef'` (Puppet 3's :undef), but Puppet 7 hands a nested undef
# to a 3.x function as nil, so an unset feature_gates fails on nil.join.
$base = {
  'controller_address'      => '10.0.0.10:6443',
  'config'                  => undef,
  'cri_socket'              => undef,
  'discovery_file'          => undef,
  'discovery_token'         => 'abcdef.0123456789abcdef',
  'ca_cert_hash'            => 'e3b0c44298fc1c149afbf4c8996fb924',
  'skip_ca_verification'    => false,
  'feature_gates'           => undef,
  'ignore_preflight_errors' => ['Swap', 'NumCPU'],
  'node_name'               => $facts['networking']['hostname'],
  'token'                   => undef,
}
exec { 'kubeadm join': command => "kubeadm join ${kubeadm_join_flags($base)}", path => ['/usr/bin', '/bin'] }
notify { 'with config': message => kubeadm_join_flags($base + { 'config' => '/etc/kubernetes/config.yaml', 'feature_gates' => ['A=true'], 'skip_ca_verification' => true, 'token' => 'tok' }) }
notify { 'nested': message => kubeadm_join_flags({ 'controller_address' => undef, 'config' => undef, 'cri_socket' => undef, 'discovery_file' => undef, 'discovery_token' => undef, 'ca_cert_hash' => undef, 'feature_gates' => undef, 'ignore_preflight_errors' => undef, 'node_name' => undef, 'token' => [undef, 'x'] }) }
