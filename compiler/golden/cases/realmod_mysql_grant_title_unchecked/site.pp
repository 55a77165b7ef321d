# puppetlabs-mysql: a mysql_grant whose title is not user@host/table compiles: the type checks the title against user and table only when the agent applies it.
mysql_grant { 'app@localhost':
  ensure     => present,
  privileges => ['SELECT'],
  table      => 'app.*',
  user       => 'app@localhost',
}
