# QA-FORGE-8: puppetlabs-java_ks's java_ks type c2533bf5 (composite namevars through title_patterns,
# name munged to lower case, a path parameter overriding value=, newvalues, isrequired) as its README uses
# it, and puppetlabs-java's java::download 11c31481 (capture groups $1/$2 after =~, Numeric($2),
# ensure_resource, Debian's archive 4.1.0 from the modulepath).
java_ks { 'puppetca:truststore':
  ensure       => latest,
  certificate  => '/etc/puppet/ssl/certs/ca.pem',
  target       => '/etc/activemq/broker.ts',
  password     => 'puppet',
  trustcacerts => true,
}
java_ks { 'Broker.Example.COM:/etc/activemq/broker.ks':
  ensure              => latest,
  certificate         => '/etc/puppet/ssl/certs/broker.example.com.pe-internal-broker.pem',
  private_key         => '/etc/puppet/ssl/private_keys/broker.example.com.pe-internal-broker.pem',
  password            => 'albatros',
  destkeypass         => 'abcdefgh',
  path                => ['/usr/lib/jvm/bin', '/opt/java/bin:/usr/local/bin'],
  storetype           => jceks,
}
java_ks { 'winkey:C:/keys/app.jks':
  certificate   => 'C:/keys/app.pem',
  password_file => 'C:/keys/pw.txt',
}
java_ks { 'plainalias':
  certificate => '/etc/ssl/plain.pem',
  target      => '/etc/plain.ks',
  password    => 'changeit',
  chain       => '/etc/ssl/chain.pem',
}
notice(Java_ks['puppetca:truststore']['target'])

java::download { 'jdk8':
  ensure        => 'present',
  java_se       => 'jdk',
  url           => 'http://myjava.repository/java.tgz',
  basedir       => '/custom/java/',
  version_major => '8u201',
  version_minor => 'b09',
  manage_symlink => true,
  symlink_name  => 'java-current',
  jce           => true,
  jce_url       => 'http://myjava.repository/jce.zip',
}
java::download { 'jre11':
  java_se       => 'jre',
  version_major => '11.0.2',
  version_minor => '+9',
  url           => 'http://myjava.repository/jre11.tgz',
  basedir       => '/opt/jre',
}
