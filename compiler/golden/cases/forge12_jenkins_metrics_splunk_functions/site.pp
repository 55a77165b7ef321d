# Written for this case: jenkins' config_hash read back by its functions, the metrics collector's YAML
# config file, splunk_hec's Sensitive token.
class { 'jenkins': config_hash => { 'JENKINS_PORT' => { 'value' => 9090 }, 'HTTP_HOST' => { 'value' => '0.0.0.0' } } }
$yaml = puppet_metrics_collector::to_yaml({
  'hosts' => ['pe-primary.example.com', 'pe-compiler-1.example.com'], 'metrics_type' => 'puppetserver',
  'pe_version' => '2021.7.4', 'clientcert' => $facts['networking']['fqdn'], 'port' => 8140,
  'ssl' => true, 'excludes' => [], 'additional_metrics' => [{ 'name' => 'x', 'type' => 'read', 'mbean' => 'a:b=c' }],
  'ratio' => 0.25, 'empty' => '', 'nothing' => undef, 'yes' => 'yes', 'num_str' => '0755', 'multi' => "a\nb\n",
})
file { '/opt/puppetlabs/puppet-metrics-collector/config/puppetserver.yaml': content => $yaml }
file { '/opt/puppetlabs/puppet-metrics-collector/config/list.yaml':
  content => puppet_metrics_collector::to_yaml(['one', 2, { 'three' => [3] }, true, ':sym', '- dash']),
}
$token = splunk_hec::secure('0123-abcd-token')
$settings = splunk_hec::pe_setting({ 'url' => 'https://splunk:8088', 'token' => $token })
file { '/etc/puppetlabs/puppet/splunk_hec.yaml':
  content => $token,
}
notify { 'splunk':
  message => "${settings['url']} ${settings['token']} ${token =~ Sensitive}",
}
