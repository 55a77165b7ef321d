# QA-FORGE-8: puppetlabs-java's java::download 11c31481 with manage_basedir on Debian: the Debian branch
# already made File[$_basedir] through ensure_resource with { ensure => directory }, the second
# ensure_resource adds 'before' and so is a different resource: Puppet reports a duplicate declaration.
java::download { 'jre11':
  java_se        => 'jre',
  version_major  => '11.0.2',
  version_minor  => '+9',
  url            => 'http://myjava.repository/jre11.tgz',
  manage_basedir => true,
  basedir        => '/opt/jre',
}
