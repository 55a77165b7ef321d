class { 'app':
  password => Sensitive('s3cr3t'),
  tokens   => ['plain', Sensitive('hidden')],
  creds    => { 'db' => Sensitive('dbpw') },
}
