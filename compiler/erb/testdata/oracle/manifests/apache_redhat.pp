class { 'apache': default_mods => false, mpm_module => 'prefork', default_vhost => false }
class { 'apache::mod::suphp': }
class { 'apache::mod::nss': transfer_log => '/var/log/httpd/nss_access.log', error_log => '/var/log/httpd/nss_error.log', passwd_file => '/etc/httpd/nss_passwd', port => 8443 }
apache::vhost { 'suphp.example.com': port => 80, docroot => '/var/www/suphp', suphp_addhandler => 'x-httpd-php', suphp_engine => 'on', suphp_configpath => '/etc/php5/apache2', directories => [{ path => '/var/www/suphp', suphp => { user => 'myappuser', group => 'myappgroup' } }] }
