# Written for this case after puppetlabs-kubernetes' kubernetes::kubeadm_join with every option given (the array
# options as arrays): what the function makes of set, false and nil-valued options.
$base = {
  'controller_address'      => '10.0.0.10:6443',
  'discovery_token'         => 'abcdef.0123456789abcdef',
  'ca_cert_hash'            => 'e3b0c44298fc1c149afbf4c8996fb924',
  'skip_ca_verification'    => false,
  'feature_gates'           => [],
  'ignore_preflight_errors' => ['Swap', 'NumCPU'],
  'node_name'               => $facts['networking']['hostname'],
}
exec { 'kubeadm join': command => "kubeadm join ${kubeadm_join_flags($base)}", path => ['/usr/bin', '/bin'] }
notify { 'with config': message => kubeadm_join_flags($base + { 'config' => '/etc/kubernetes/config.yaml', 'feature_gates' => ['A=true', 'B=false'], 'skip_ca_verification' => true, 'token' => 'tok', 'cri_socket' => undef }) }
