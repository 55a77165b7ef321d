# Scaffolding (see server.pp): renders the module's prometheus.yaml.erb and daemon.systemd.epp.
class prometheus::config (
  Array $scrape_configs = [
    { 'job_name' => 'prometheus', 'scrape_interval' => '10s', 'scrape_timeout' => '10s', 'static_configs' => [{ 'targets' => ['localhost:9090'], 'labels' => { 'alias' => 'Prometheus' } }] },
    { 'job_name' => 'node', 'relabel_configs' => [{ 'source_labels' => '[__address__]', 'regex' => '(.*):9100', 'target_label' => 'instance', 'replacement' => '${1}' }, { 'source_labels' => ['__meta_x', '__meta_y'], 'separator' => ';', 'regex' => 'a;b' }], 'file_sd_configs' => [{ 'files' => ['/etc/prometheus/file_sd_config.d/node_*.yaml'] }] },
  ],
) {
  $prometheus_v2 = $prometheus::server::prometheus_v2
  $collected_scrape_jobs = [{ 'job_name' => 'collected', 'metrics_path' => '/metrics', 'params' => { 'module' => ['http_2xx'] }, 'honor_labels' => true, 'static_configs' => [{ 'targets' => ['web01.example.com:9115'] }] }]
  file { '/etc/prometheus/prometheus.yaml':
    ensure  => file,
    content => template('prometheus/prometheus.yaml.erb'),
  }
  file { '/etc/systemd/system/prometheus.service':
    content => epp('prometheus/daemon.systemd.epp', {
      'name'          => 'prometheus',
      'user'          => 'prometheus',
      'group'         => 'prometheus',
      'env_file_path' => '/etc/default',
      'bin_dir'       => '/usr/local/bin',
      'bin_name'      => 'prometheus',
      'options'       => "--config.file=/etc/prometheus/prometheus.yaml --storage.tsdb.path='/var/lib/prometheus data' --web.external-url=\"http://prom.example.com:9090/\" --log.level=info",
      'unit_after'    => ['network-online.target'],
    }),
  }
  file { '/etc/systemd/system/node_exporter.service':
    content => epp('prometheus/daemon.systemd.epp', {
      'name' => 'node_exporter', 'user' => 'node-exporter', 'group' => 'node-exporter', 'env_file_path' => '/etc/default',
      'bin_dir' => '/usr/local/bin', 'bin_name' => 'node_exporter', 'options' => '', 'unit_after' => [],
    }),
  }
}
