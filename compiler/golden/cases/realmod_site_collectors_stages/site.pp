# A site manifest over real modules (apt, apache, mysql, concat, logrotate): run stages, a profile that
# contains module classes, chaining between module classes, resource collectors that override
# parameters of module resources by tag and title, and virtual resources realized later.
stage { 'pre': before => Stage['main'] }
class profile::repos {
  class { 'apt':
    update => { 'frequency' => 'daily' },
  }
  apt::source { 'internal':
    location => 'http://apt.example.com/debian',
    release  => 'bookworm',
    repos    => 'main',
    key      => { 'id' => 'A1BD8E9D78F7FE5C3E65D8AF8B48AD6246925553', 'source' => 'http://apt.example.com/key.asc' },
  }
}
class profile::web {
  contain apache
  contain apache::mod::ssl
  apache::vhost { 'www.example.com':
    port    => 443,
    ssl     => true,
    docroot => '/var/www/www',
  }
}
class profile::db {
  class { 'mysql::server':
    root_password => 'root_secret',
  }
  contain mysql::server
  @mysql::db { 'shop':
    user     => 'shop',
    password => 'shop_secret',
    tag      => ['app_dbs'],
  }
  @mysql::db { 'unused':
    user     => 'unused',
    password => 'x',
  }
}
node default {
  class { 'profile::repos': stage => 'pre' }
  class { 'apache': default_vhost => false }
  include profile::web
  include profile::db
  Class['profile::db'] -> Class['profile::web']
  Mysql::Db <| tag == 'app_dbs' |>
  Package <| title == 'httpd' |> { ensure => 'latest' }
  File <| tag == 'apache::vhost' |> { backup => false }
  Service <| title == 'mysqld' |> { restart => '/bin/systemctl reload mariadb' }
  concat { '/etc/apache2/site-list.txt': }
  Concat::Fragment <| target == '/etc/apache2/site-list.txt' |> { order => '99' }
  concat::fragment { 'site www':
    target  => '/etc/apache2/site-list.txt',
    content => "www.example.com\n",
  }
  logrotate::rule { 'apache2':
    path    => '/var/log/apache2/*.log',
    rotate  => '14',
    require => Class['apache'],
  }
}
