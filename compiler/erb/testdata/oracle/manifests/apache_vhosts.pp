class { 'apache': default_vhost => false, default_mods => ['rewrite', 'proxy', 'proxy_http', 'headers', 'alias', 'setenvif', 'auth_basic'] }
include apache::mod::wsgi
include apache::mod::passenger
include apache::mod::fastcgi
include apache::mod::security
include apache::mod::auth_kerb
include apache::mod::shib
apache::vhost { 'www.example.com':
  port => 80, docroot => '/var/www/www', serveraliases => ['example.com', 'web.example.com'],
  serveradmin => 'webmaster@example.com', priority => '10', options => ['Indexes', 'FollowSymLinks'],
  override => ['All'], directoryindex => 'index.php index.html',
  access_log_format => 'combined', error_log_file => 'www_error.log',
  aliases => [ { alias => '/static', path => '/srv/static' }, { aliasmatch => '^/image/(.*)\.jpg$', path => '/files/jpg/$1.jpg' }, { scriptalias => '/cgi-bin', path => '/usr/lib/cgi-bin' } ],
  directories => [
    { path => '/var/www/www', options => ['Indexes', 'FollowSymLinks', 'MultiViews'], allow_override => ['All'], require => 'all granted', directoryindex => 'index.html' },
    { path => '/var/www/www/private', provider => 'directory', require => { enforce => 'all', requires => ['ip 10.0.0.0/8', 'user admin'] }, auth_type => 'Basic', auth_name => 'Private', auth_user_file => '/etc/apache2/htpasswd' },
    { path => '\.(cgi|shtml|phtml|php)$', provider => 'filesmatch', ssl_options => '+StdEnvVars', sethandler => 'none' },
    { path => '/api', provider => 'location', custom_fragment => "  ProxyPass http://127.0.0.1:8080/\n  ProxyPassReverse http://127.0.0.1:8080/", headers => ['set X-Frame-Options SAMEORIGIN'], rewrites => [ { comment => 'force https', rewrite_cond => ['%{HTTPS} off'], rewrite_rule => ['(.*) https://%{HTTP_HOST}%{REQUEST_URI} [R=301,L]'] } ] },
    { path => '/var/www/www/app', passenger_enabled => 'on', expires_active => 'On', expires_default => 'access plus 1 month', expires_by_type => ['text/css "access plus 1 year"'], error_documents => [{ 'error_code' => '404', 'document' => '/404.html' }], addhandlers => [{ handler => 'cgi-script', extensions => ['.cgi', '.pl'] }], php_admin_value => { 'memory_limit' => '256M' }, setenv => ['APP_ENV production'], limit => [{ methods => 'GET POST', require => 'valid-user' }] },
  ],
  rewrites => [
    { comment => 'redirect old', rewrite_base => '/', rewrite_cond => ['%{HTTP_HOST} ^old\.example\.com$ [NC]'], rewrite_rule => ['^(.*)$ http://www.example.com/$1 [R=301,L]'] },
    { rewrite_map => ['lc int:tolower'], rewrite_rule => ['^/(.*) /${lc:$1}'] },
  ],
  proxy_pass => [ { path => '/app', url => 'http://localhost:8080/app', reverse_urls => ['http://localhost:8080/app'], params => { retry => 0, timeout => 5 }, keywords => ['nocanon', 'interpolate'] }, { path => '/ws', url => 'ws://localhost:9000/' } ],
  proxy_preserve_host => true, proxy_error_override => true, no_proxy_uris => ['/static'],
  headers => ['set Strict-Transport-Security "max-age=31536000"', 'unset X-Powered-By'],
  request_headers => ['append MirrorID "mirror 12"', 'unset MirrorID'],
  setenv => ['SPECIAL_PATH /foo/bin'], setenvif => ['Request_URI "\.gif$" object_is_image=gif'], setenvifnocase => ['Host "^example" host_is_example'],
  block => ['scm'], error_documents => [ { 'error_code' => '503', 'document' => '/service-unavail' }, { 'error_code' => '407', 'document' => 'https://example.com/proxy/login' } ],
  redirect_source => ['/one', '/two'], redirect_dest => ['http://example.com/1', 'http://example.com/2'], redirect_status => ['permanent', 'temp'],
  redirectmatch_status => ['404'], redirectmatch_regexp => ['\.git(/.*|$)/'], redirectmatch_dest => ['http://www.example.com/$1'],
  scriptaliases => [ { alias => '/myscript', path => '/usr/share/myscript' }, { aliasmatch => '^/foo(.*)', path => '/usr/share/fooscripts$1' } ],
  wsgi_application_group => '%{GLOBAL}', wsgi_daemon_process => 'wsgi', wsgi_daemon_process_options => { processes => '2', threads => '15', 'display-name' => '%{GROUP}' }, wsgi_import_script => '/var/www/demo.wsgi', wsgi_import_script_options => { process-group => 'wsgi', application-group => '%{GLOBAL}' }, wsgi_process_group => 'wsgi', wsgi_script_aliases => { '/' => '/var/www/demo.wsgi' }, wsgi_pass_authorization => 'On',
  custom_fragment => "# custom\nKeepAlive On", fallbackresource => '/index.php', allow_encoded_slashes => 'nodecode', add_default_charset => 'UTF-8', use_canonical_name => 'On',
  keepalive => 'on', keepalive_timeout => '5', max_keepalive_requests => '100', filters => ['FilterDeclare COMPRESS', 'FilterProvider COMPRESS DEFLATE resp=Content-Type $text/html'],
  php_values => { 'include_path' => '.:/usr/local/lib/php' }, php_flags => { 'engine' => 'on' }, php_admin_flags => { 'engine' => 'on' }, php_admin_values => { 'open_basedir' => '/var/www/' },
  additional_includes => ['/etc/apache2/extra.conf'], action => 'php-fastcgi', fastcgi_server => '/var/www/fcgi', fastcgi_socket => '/var/run/fcgi.sock', fastcgi_dir => '/var/www/fcgi-dir',
  modsec_disable_vhost => false, modsec_disable_ids => ['90015', '90016'], modsec_disable_ips => ['127.0.0.1'], modsec_body_limit => 1024,
  auth_kerb => true, krb_method_negotiate => 'on', krb_auth_realms => ['EXAMPLE.COM'], krb_local_user_mapping => 'on',
  passenger_app_root => '/var/www/app', passenger_ruby => '/usr/bin/ruby', passenger_min_instances => 2,
  jk_mounts => [ { mount => '/*', worker => 'tcnode1' }, { unmount => '/*.jpg', worker => 'tcnode1' } ],
  suexec_user_group => 'www-data www-data', itk => { user => 'someuser', group => 'somegroup' },
  access_logs => [ { file => 'www_access.log', format => 'combined' }, { pipe => '|/usr/bin/rotatelogs /var/log/www.%Y 86400', env => 'dontlog' }, { syslog => 'syslog:local1' } ],
}
apache::vhost { 'ssl.example.com':
  port => 443, ssl => true, docroot => '/var/www/ssl', ssl_cert => '/etc/ssl/certs/ssl.pem', ssl_key => '/etc/ssl/private/ssl.key',
  ssl_chain => '/etc/ssl/certs/chain.pem', ssl_ca => '/etc/ssl/certs/ca.pem', ssl_crl_path => '/etc/ssl/crl', ssl_crl => '/etc/ssl/crl/crl.pem', ssl_crl_check => 'chain',
  ssl_protocol => ['TLSv1.2', 'TLSv1.3'], ssl_cipher => 'HIGH:!aNULL:!MD5', ssl_honorcipherorder => true, ssl_verify_client => 'optional', ssl_verify_depth => 2,
  ssl_options => ['+StdEnvVars', '+ExportCertData'], ssl_openssl_conf_cmd => 'DHParameters "/etc/ssl/dh.pem"', ssl_proxyengine => true, ssl_proxy_verify => 'require', ssl_proxy_check_peer_cn => 'on', ssl_proxy_check_peer_name => 'on', ssl_proxy_check_peer_expire => 'on', ssl_proxy_machine_cert => '/etc/ssl/proxy.pem', ssl_proxy_protocol => 'TLSv1.2', ssl_proxy_cipher_suite => 'HIGH',
  ssl_stapling => true, ssl_stapling_timeout => 5, ssl_stapling_return_errors => false,
  serveraliases => 'secure.example.com', ip => ['10.0.0.1', '10.0.0.2'], add_listen => true, logroot => '/var/log/apache2/ssl',
  access_log_pipe => '|/usr/bin/logger -t apache', error_log_syslog => 'syslog:local2', log_level => 'warn',
  proxy_dest => 'http://backend.example.com', proxy_add_headers => false,
  directories => { path => '/var/www/ssl', require => ['ip 10.0.0.0/8', 'host example.com'], options => 'None', allow_override => 'None', index_options => ['FancyIndexing', 'HTMLTable'], index_order_default => ['Ascending', 'Name'], index_style_sheet => '/css/style.css', dav => 'On', dav_depth_infinity => 'Off', dav_min_timeout => '600', mellon_enable => 'info', mellon_endpoint_path => '/mellon', shib_request_setting => 'requireSession 1', shib_use_headers => 'On', ssl_require => 'true', ssl_verify_client => 'require', ssl_verify_depth => 2, auth_ldap_url => 'ldap://ldap.example.com/dc=example', auth_ldap_bind_dn => 'cn=admin', auth_ldap_bind_password => 'secret', auth_ldap_group_attribute => ['memberUid'], auth_ldap_group_attribute_is_dn => 'off' },
}
apache::vhost { 'redir.example.com':
  port => 8080, docroot => false, manage_docroot => false, redirect_dest => 'https://www.example.com/', redirect_status => 'permanent',
  serveraliases => [], setenv => 'FOO bar', access_log => false, error_log => false, default_vhost => true, vhost_name => '*', virtual_docroot => '/var/www/%-2+',
  allow_encoded_slashes => 'on', rewrite_base => '/base', rewrite_rule => '^index\.html$ welcome.html', rewrite_cond => '%{HTTP_USER_AGENT} ^Lynx', rewrite_inherit => true,
  proxy_pass_match => [ { path => '^/(.*\.php)$', url => 'fcgi://127.0.0.1:9000/var/www/$1', params => { timeout => 300 } } ], proxy_dest_match => 'http://pm', proxy_dest_reverse_match => 'http://pm-rev',
  headers => 'set X-Robots-Tag "noindex"', http_protocol_options => 'Strict LenientMethods Allow0.9', protocols => ['h2', 'http/1.1'], protocols_honor_order => true,
}
