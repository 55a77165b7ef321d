# Written for this case: peadm's plans log these (module version, a command's stderr) and write pe.conf JSON.
notify { 'version': message => peadm::module_version() }
$err = "ERROR: something failed\r\nsecond line\n\nthird: caf\u00e9 \u2603 end"
notify { 'sanitized': message => [peadm::sanitize_log_text($err, 200), peadm::sanitize_log_text($err, 10), peadm::sanitize_log_text('', 0)] }
file { '/etc/puppetlabs/enterprise/conf.d/pe.conf':
  content => pe_xl::to_json({
    'console_admin_password' => 'x', 'puppet_enterprise::puppet_master_host' => 'primary.example.com',
    'pe_install::puppet_master_dnsaltnames' => ['puppet', 'primary.example.com'], 'nested' => { 'e' => {}, 'a' => [], 'n' => undef, 'f' => 1.0 },
  }),
}
file { '/tmp/list.json': content => pe_xl::to_json([1, 'two', [], {}]) }
