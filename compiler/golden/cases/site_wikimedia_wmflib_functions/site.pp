# wikimedia/operations-puppet's wmflib functions (their own Ruby) as the site calls them:
# compile_redirects (a parser of the redirects.dat language writing Apache or nginx config),
# ini / php_ini (config serializers), to_python.
$redirects = file('mediawiki/redirects.dat')
file { '/etc/apache2/sites-available/redirects.conf':
  content => wmflib::compile_redirects($redirects),
}
file { '/etc/nginx/redirects.conf':
  content => wmflib::compile_redirects($redirects, 'nginx'),
}
file { '/etc/swift/proxy.ini':
  content => wmflib::ini(
    { 'DEFAULT' => { 'bind_port' => '8080', 'workers' => 'auto', 'log' => { 'level' => 'INFO', 'facility' => 'LOG_LOCAL0' } } },
    { 'app:proxy' => { 'use' => 'egg:swift#proxy', 'timeout' => '3.5', 'allow_account_management' => true } },
    { 'DEFAULT' => { 'bind_ip' => '10.64.0.1', 'emails' => ['a@x', 'b@x'] } },
  ),
}
file { '/etc/php/7.4/fpm/conf.d/20-opcache.ini':
  content => wmflib::php_ini(
    { 'opcache' => { 'enable' => '1', 'memory_consumption' => '1024', 'interned_strings_buffer' => '96.5' } },
    { 'display_errors' => 'Off', 'error_reporting' => 'E_ALL & ~E_DEPRECATED', 'extension' => ['apcu.so', 'igbinary.so'] },
    { 'opcache' => { 'enable' => '0' } },
  ),
}
file { '/etc/acme/settings.py':
  content => "SETTINGS = ${wmflib::to_python({ 'listen' => '0.0.0.0', 'port' => 8000, 'debug' => false, 'ratio' => 0.25, 'none' => undef, 'hosts' => ['a', "b'c", 'd"e'], 'nested' => { 'x' => [true, 1.0e10, -3] } })}\n",
}
