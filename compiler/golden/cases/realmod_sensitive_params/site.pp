# Sensitive values given to real modules where they are accepted (an ini_setting value), next to
# the plain values the Debian module versions require (mysql::server and mysql::db take no Sensitive
# passwords, concat::fragment no Sensitive content), and Sensitive unwrapped in a notify.
class { 'mysql::server':
  root_password => 'root_secret',
}
mysql::db { 'billing':
  user     => 'billing',
  password => 'billing_secret',
  host     => 'localhost',
  grant    => ['ALL'],
}
mysql_user { 'audit@localhost':
  ensure        => present,
  password_hash => mysql::password('audit_secret'),
}
ini_setting { 'api token':
  path    => '/etc/app/app.ini',
  section => 'api',
  setting => 'token',
  value   => Sensitive('tok-123'),
}
concat { '/etc/app/secrets.env':
  mode => '0600',
}
concat::fragment { 'db url':
  target  => '/etc/app/secrets.env',
  content => "DB_URL=mysql://billing:billing_secret@localhost/billing\n",
}
$pw = Sensitive('abc')
notify { 'unwrapped length':
  message => "length ${pw.unwrap.length}",
}
