$args = k8s::format_arguments({ 'advertise_address' => '10.0.0.1', 'allow_privileged' => true, 'v' => 2, 'ratio' => 0.5,
  'feature_gates' => { 'Some_Gate' => true, 'other_gate' => false }, 'tls_cipher_suites' => ['A', 'B'], 'nothing' => undef,
  'nested' => [{ 'a_b' => 1 }, ['x', 'y']] })
$urls = [
  k8s::format_url('https://dl.k8s.io/release/%{version}/bin/%{kernel}/%{arch}/kubectl', { 'version' => 'v1.28.0' }),
  k8s::format_url('https://github.com/etcd-io/etcd/releases/download/%{version}/etcd-%{version}-%{kernel}-%{arch}.%{kernel_ext}', { 'version' => 'v3.5.9' }),
  k8s::format_url('https://x/k3s%{k3s_arch}|%{underscore_arch_suffix}|%{dash_arch_suffix}|%<version>s|%<n>05d', { 'version' => 'v1', 'n' => 42 }),
]
$ips = [k8s::ip_in_cidr('192.168.0.0/24'), k8s::ip_in_cidr('192.168.0.0/24', 'second'), k8s::ip_in_cidr('192.168.0.0/16', 600),
  k8s::ip_in_cidr(['10.96.0.0/12', '10.0.0.0/8'], 10), k8s::ip_in_cidr('fd00::/64', 'first'), k8s::first_ip_in_cidr('10.96.0.0/12'), k8s::first_ip_in_cidr('2001:db8::/32')]
notify { 'args': message => $args }
notify { 'urls': message => $urls }
notify { 'ips': message => $ips }
