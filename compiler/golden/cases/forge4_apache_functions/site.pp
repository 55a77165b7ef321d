$pw = apache::pw_hash('secret')
$pw2 = apache::apache_pw_hash("pässwörd\u2713")
$authz = apache::authz_core_config({
  'require_all' => {
    'require_any' => { 'require' => ['user superadmin', 'user admin'], 'require_all' => { 'require' => ['group admins', 'ldap-group "cn=Administrators,o=Airius"'] } },
    'require_none' => { 'require' => ['group temps'] },
  },
  'require' => ['all granted'],
})
$b = [true, false, undef, 'true', 'FALSE', 'mail', 'Off', 'xtruex', 3, 1.5].map |$v| { apache::bool2httpd($v) }
apache::validate_apache_log_level('warn ssl:info')
apache::validate_apache_log_level('trace8')
file { '/etc/apache2/htpasswd': content => "u:${pw}\nv:${pw2}\n" }
file { '/etc/apache2/authz.conf': content => $authz.join("\n") }
notice($b)
