# pcfens-filebeat 4.9.0: filebeat 7 with outputs, processors, logging settings and inputs (log and
# syslog), without the package repository.
class { 'filebeat':
  major_version => '7',
  manage_repo   => false,
  outputs       => {
    'logstash' => { 'hosts' => ['logstash1.example.com:5044', 'logstash2.example.com:5044'], 'loadbalance' => true },
  },
  processors    => [{ 'add_host_metadata' => { 'when.not.contains.tags' => 'forwarded' } }],
  logging       => { 'level' => 'info', 'to_files' => true },
  fields        => { 'env' => 'production' },
}
filebeat::input { 'syslogs':
  paths    => ['/var/log/syslog', '/var/log/auth.log'],
  doc_type => 'syslog-beat',
  fields   => { 'type' => 'syslog' },
}
filebeat::input { 'app':
  paths            => ['/var/log/app/*.json'],
  json             => { 'keys_under_root' => true, 'add_error_key' => true },
  exclude_lines    => ['^DEBUG'],
  multiline        => { 'pattern' => '^\[', 'negate' => true, 'match' => 'after' },
  tags             => ['app'],
}
