# QA-FORGE-8: puppetlabs-java_ks's type c2533bf5 has parameter validate blocks (password shorter than 6
# characters) and a type-level validate (password and password_file together, or neither). Those run
# when the agent builds the resource, not in the compile: the catalog compiles and keeps the values.
java_ks { 'short:/etc/short.ks':
  certificate => '/etc/ssl/short.pem',
  password    => 'abc',
  destkeypass => 'x',
}
java_ks { 'both':
  certificate   => '/etc/ssl/both.pem',
  target        => '/etc/both.ks',
  password      => 'changeit',
  password_file => '/etc/pw',
  storetype     => 'pkcs12',
  trustcacerts  => 'maybe',
}
java_ks { 'neither:/etc/neither.ks':
  certificate => '/etc/ssl/neither.pem',
}
