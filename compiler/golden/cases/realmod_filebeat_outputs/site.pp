# pcfens-filebeat: filebeat shipping to logstash with TLS, processors, modules and several inputs (log, syslog with multiline, json).
class { 'filebeat':
  major_version   => '7',
  manage_repo     => false,
  outputs         => {
    'logstash' => {
      'hosts'       => ['logstash1.example.com:5044', 'logstash2.example.com:5044'],
      'loadbalance' => true,
      'ssl'         => { 'certificate_authorities' => ['/etc/pki/ca.pem'] },
    },
  },
  shipper         => { 'name' => 'web01', 'tags' => ['web', 'prod'] },
  logging         => { 'level' => 'warning', 'to_files' => true },
  processors      => [{ 'add_host_metadata' => { 'when.not.contains.tags' => 'forwarded' } }],
  modules         => [{ 'module' => 'nginx', 'access' => { 'enabled' => true } }],
  queue_size      => 4096,
  fields          => { 'env' => 'prod' },
  fields_under_root => true,
}
filebeat::input { 'syslogs':
  paths    => ['/var/log/syslog', '/var/log/auth.log'],
  doc_type => 'syslog',
  fields   => { 'service' => 'system' },
  multiline => { 'pattern' => '^\s', 'match' => 'after', 'negate' => false },
  exclude_lines => ['DEBUG'],
}
filebeat::input { 'app-json':
  paths            => ['/var/log/app/*.json'],
  json             => { 'keys_under_root' => true, 'add_error_key' => true },
  tags             => ['app'],
  ignore_older     => '24h',
  close_inactive   => '5m',
  clean_inactive   => '25h',
}
