# wikimedia/operations-puppet's wmflib::secret (Puppet::Module.find, Puppet::Parser::Files.find_file,
# Puppet::FileSystem.binread / read_preserve_line_endings, Binary.from_binary_string), dirtree and mask2cidr.
file { '/etc/ssl/private/www.key':
  mode    => '0400',
  content => wmflib::secret('ssl/www.key'),
}
file { '/etc/krb5.keytab':
  mode    => '0400',
  content => wmflib::secret('keytabs/http.keytab', true),
}
$dirs = wmflib::dirtree('/srv/deployment/scap/target/conf.yaml')
file { $dirs: ensure => directory }
notify { 'cidrs': message => [wmflib::mask2cidr('255.255.252.0'), wmflib::mask2cidr('255.255.255.255'), wmflib::mask2cidr('ffff:ffff:ffff:ffff::')] }
