define app::vhost (String $docroot, Integer $port = 80) {}
app::vhost { 'www': port => 8080, doc_root => '/srv/www', ensure => present }
