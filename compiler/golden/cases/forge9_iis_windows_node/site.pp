# puppetlabs/puppetlabs-iis types on a Windows node compiled on Linux: require_relative of PuppetX property classes,
# newparam/newproperty with parent: classes (Puppet::Property subclasses whose validate runs on the agent), a
# property without a block (authenticationinfo), ensure with aliasvalue, array_matching properties.
node default {
  iis_site { 'www.example.com':
    ensure             => 'started',
    physicalpath       => 'C:\inetpub\example',
    applicationpool    => 'ExamplePool',
    enabledprotocols   => 'http,https',
    bindings           => [
      { 'bindinginformation' => '*:443:www.example.com', 'protocol' => 'https', 'certificatehash' => 'abcdef0123', 'certificatestorename' => 'My', 'sslflags' => 1 },
      { 'bindinginformation' => '*:80:www.example.com', 'protocol' => 'http' },
    ],
    defaultpage        => ['index.html', 'default.aspx'],
    logformat          => 'W3C',
    logflags           => ['Date', 'Time', 'ClientIP'],
    limits             => { 'maxconnections' => 1000 },
    authenticationinfo => { 'anonymous' => true, 'windows' => false },
    serviceautostart   => true,
  }
  iis_site { 'stopped site': ensure => false, physicalpath => '\\fileserver\share\site' }
  iis_virtual_directory { 'assets':
    sitename     => 'www.example.com',
    physicalpath => 'D:/assets',
    user_name    => 'EXAMPLE\svc-iis',
    password     => Sensitive('p@ss'),
  }
}
