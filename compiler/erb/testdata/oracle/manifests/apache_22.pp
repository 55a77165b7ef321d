class { 'apache': default_mods => false, apache_version => '2.2', default_vhost => false }
class { 'apache::mod::status': allow_from => ['127.0.0.1', '10.0.0.0/8'], extended_status => 'On', status_path => '/server-status' }
apache::vhost { 'old.example.com': port => 80, docroot => '/var/www/old', directories => [{ path => '/var/www/old', order => 'Allow,Deny', allow => 'from all', deny => 'from 10.0.0.9', satisfy => 'Any' }] }
