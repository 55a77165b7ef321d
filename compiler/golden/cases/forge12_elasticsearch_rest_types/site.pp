# Written for this case after voxpupuli/puppet-elasticsearch's README (index templates, ingest pipelines).
$conn = { protocol => 'https', host => 'es01.example.com', port => '9243', validate_tls => false, username => 'elastic', password => Sensitive('changeme'), timeout => 30 }
elasticsearch_index_template { 'logs':
  ensure  => present,
  content => {
    'index_patterns' => ['logs-*'],
    'template'       => { 'settings' => { 'index.number_of_shards' => 1, 'number_of_replicas' => '0' } },
  },
  *       => $conn,
}
elasticsearch_index_template { 'from_file':
  source => 'puppet:///modules/profile/es/template.json',
}
elasticsearch_pipeline { 'addfoo':
  content => {
    'description' => 'Add the foo field',
    'processors'  => [{ 'set' => { 'field' => 'foo', 'value' => 'bar' } }],
  },
  ca_file => '/etc/ssl/certs/ca.pem',
}
