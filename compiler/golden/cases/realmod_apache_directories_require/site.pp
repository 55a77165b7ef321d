# puppetlabs-apache 5.5.0: vhost directories with every form of require (string, array, hash with
# enforce all/any/none, an invalid enforce that warns, 'unmanaged'), Limit and LimitExcept blocks
# rendered through the _template_scope trick, Apache 2.2-style order/allow/deny on an old
# apache_version, addhandlers, rewrites inside directories and ssl options.
class { 'apache':
  default_vhost => false,
}
apache::vhost { 'docs.example.com':
  port        => 80,
  docroot     => '/srv/docs',
  directories => [
    { 'path' => '/srv/docs', 'require' => 'all granted', 'options' => ['None'] },
    { 'path' => '/srv/docs/team', 'require' => ['ip 10.0.0.0/8', 'host example.com'] },
    { 'path' => '/srv/docs/strict', 'require' => { 'enforce' => 'all', 'requires' => ['ip 10.1.0.0/16', 'not ip 10.1.2.3'] } },
    { 'path' => '/srv/docs/any', 'require' => { 'enforce' => 'Any', 'requires' => ['valid-user', ' ip 127.0.0.1 '] }, 'auth_type' => 'Basic', 'auth_name' => 'Docs', 'auth_user_file' => '/etc/apache2/docs.htpasswd' },
    { 'path' => '/srv/docs/bad', 'require' => { 'enforce' => 'some', 'requires' => ['all denied'] } },
    { 'path' => '/srv/docs/manual', 'require' => 'unmanaged', 'custom_fragment' => 'Require local' },
    { 'path' => '/srv/docs/upload', 'auth_require' => 'group uploaders',
      'limit' => [{ 'methods' => 'POST PUT', 'require' => 'valid-user' }, { 'methods' => 'DELETE', 'require' => { 'enforce' => 'none', 'requires' => ['all granted'] } }],
      'limit_except' => [{ 'methods' => 'GET HEAD', 'require' => ['ip 10.0.0.0/8'] }] },
    { 'path' => '/srv/docs/cgi', 'addhandlers' => [{ 'handler' => 'cgi-script', 'extensions' => ['.cgi', '.pl'] }], 'options' => ['+ExecCGI'] },
    { 'path' => '/srv/docs/app', 'rewrites' => [{ 'rewrite_cond' => ['%{REQUEST_FILENAME} !-f'], 'rewrite_rule' => ['^(.*)$ index.php/$1 [L]'] }], 'allow_override' => ['FileInfo', 'AuthConfig'] },
    { 'path' => '~ "^/srv/docs/private.*"', 'provider' => 'directorymatch', 'require' => 'all denied' },
    { 'path' => '/status', 'provider' => 'location', 'require' => 'local', 'sethandler' => 'server-status', 'headers' => 'set Cache-Control no-store' },
  ],
}
apache::vhost { 'legacy.example.com':
  port           => 80,
  docroot        => '/srv/legacy',
  apache_version => '2.2',
  directories    => [
    { 'path' => '/srv/legacy', 'order' => ['deny', 'allow'], 'deny' => 'from all', 'allow' => ['from 10.0.0.0/8', 'from 127.0.0.1'], 'satisfy' => 'Any' },
    { 'path' => '/srv/legacy/open', 'allow' => 'from all' },
    { 'path' => '/srv/legacy/closed', 'allow' => false },
  ],
}
