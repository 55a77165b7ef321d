# QA-FORGE-7: theforeman-foreman's foreman::to_symbolized_yaml (code index) writing a smart proxy's
# settings with long values, as foreman_proxy's settings files carry them: Psych folds plain
# scalars longer than its line width (80) at spaces, and the options hash it passes through.
$settings = {
  'trusted_hosts'        => ['foreman.example.com', 'foreman-proxy-01.datacenter-east.example.com'],
  'ssl_disabled_ciphers' => 'ECDHE-RSA-AES128-SHA ECDHE-RSA-AES256-SHA DHE-RSA-AES128-SHA DHE-RSA-AES256-SHA AES128-SHA AES256-SHA',
  'tls_disabled_versions' => ['1.0', '1.1'],
  'foreman_url'          => 'https://foreman.example.com',
  'log_file'             => '/var/log/foreman-proxy/proxy.log',
  'motd'                 => "This smart proxy is managed by Puppet; local changes to its settings files are overwritten on the next run.",
  'unbreakable'          => 'abcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnopqrstuvwxyzabcdefghijklmnop',
  'with_colon'           => 'key: value and a long enough sentence to pass the eighty column limit of the emitter',
}
file { '/etc/foreman-proxy/settings.yml':
  ensure  => file,
  content => foreman::to_symbolized_yaml($settings),
}
file { '/etc/foreman-proxy/settings-wide.yml':
  ensure  => file,
  content => foreman::to_symbolized_yaml($settings, { 'line_width' => -1 }),
}
