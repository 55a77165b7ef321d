class { 'apache': default_mods => false, mpm_module => false, serveradmin => 'admin@example.com', server_signature => 'Off', error_documents => true, default_vhost => true, sendfile => 'Off' }
class { 'apache::mod::prefork': startservers => '4', maxclients => '100' }
class { 'apache::mod::php': }
class { 'apache::mod::ssl': ssl_compression => true, ssl_cipher => 'HIGH:!aNULL', ssl_protocol => ['all', '-SSLv2', '-SSLv3'], ssl_stapling => true }
class { 'apache::mod::status': allow_from => ['127.0.0.1', '::1'], extended_status => 'On' }
class { 'apache::mod::expires': expires_active => true, expires_default => 'access plus 1 year', expires_by_type => [{ 'text/json' => 'access plus 2 months' }, { 'text/xml' => 'access plus 1 hour' }] }
class { 'apache::mod::deflate': types => ['text/html', 'text/css'], notes => { 'Input' => 'instream', 'Ratio' => 'ratio' } }
class { 'apache::mod::fcgid': options => { 'FcgidIPCDir' => '/var/run/fcgidsock', 'SharememPath' => '/var/run/fcgid_shm', 'AddHandler' => 'fcgid-script .fcgi' } }
class { 'apache::mod::passenger': passenger_max_pool_size => 12, passenger_high_performance => 'on', passenger_log_level => 1 }
class { 'apache::mod::remoteip': header => 'X-Forwarded-For', proxy_ips => ['10.0.0.1'] }
class { 'apache::mod::security': }
class { 'apache::mod::pagespeed': }
class { 'apache::mod::auth_cas': cas_login_url => 'https://cas.example.com/login', cas_validate_url => 'https://cas.example.com/validate', cas_cookie_path => '/var/cache/cas/' }
class { 'apache::mod::auth_mellon': mellon_post_directory => '/var/cache/mellon' }
class { 'apache::mod::rpaf': proxy_ips => ['10.0.0.1', '10.0.0.2'] }
