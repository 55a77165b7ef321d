# Scaffolding written for this case with prometheus::server's variable names (the module's
# init.pp/server.pp are not consistent in the code index); the templates are the module's.
class prometheus::server (
  Hash $global_config = { 'scrape_interval' => '15s', 'evaluation_interval' => '15s', 'external_labels' => { 'monitor' => 'master' } },
  Array $rule_files = ['/etc/prometheus/alert.rules'],
  Array $remote_read_configs = [],
  Array $remote_write_configs = [{ 'url' => 'https://remote.example.com/api/v1/write', 'queue_config' => { 'max_samples_per_send' => 1000 }, 'write_relabel_configs' => [{ 'source_labels' => '[__name__]', 'regex' => 'go_.*', 'action' => 'drop' }] }],
  Array $alert_relabel_config = [{ 'source_labels' => '[dc]', 'regex' => '(.+)\d+', 'target_label' => 'dc' }],
  Array $alertmanagers_config = [{ 'static_configs' => [{ 'targets' => ['localhost:9093'] }] }],
  String $version = '2.52.0',
) {
  $_rule_files = $rule_files + ['/etc/prometheus/rules.d/*.rules']
  $prometheus_v2 = versioncmp($version, '2.0.0') >= 0
  class { 'prometheus::config': }
}
