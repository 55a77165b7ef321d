# Values tested against stdlib 8.5's data types (Debian's puppet-module-puppetlabs-stdlib), as
# class parameters of current modules declare them: each type's patterns run on Puppet's regexp
# engine, Onigmo (\A \z, [[:alpha:]], (?i), nested quantifiers, IPv6 alternations).
$checks = {
  'Stdlib::Fqdn' => ['example.com', 'a.b-c.d', '-bad.com', 'x', 'a..b', 'under_score.com', 'UPPER.COM', 'dot.end.', "nl.com\n"],
  'Stdlib::Host' => ['localhost', '10.0.0.1', '::1', 'fe80::1%eth0', '[::1]', 'host name', 'ex.com:80'],
  'Stdlib::Email' => ['a@b.co', 'first.last+tag@sub.example.org', 'no-at.example', 'a@b', "a@b.co\n", 'ü@b.co', 'a b@c.de'],
  'Stdlib::HTTPUrl' => ['http://x', 'HTTPS://X.COM/p?q=1', 'ftp://x', 'http:/x', 'https://', 'http://[::1]:8080/'],
  'Stdlib::HTTPSUrl' => ['https://a', 'http://a', 'https://a b', 'Https://caps'],
  'Stdlib::Absolutepath' => ['/etc/x', 'C:\\Windows', 'C:/x', '\\\\server\\share', 'rel/path', '//net/x', '/'],
  'Stdlib::Unixpath' => ['/a/b', '/a//b', '/a/b/', 'a/b', '/a b', "/a\tb", '/~user'],
  'Stdlib::Windowspath' => ['C:\\x', 'c:/x', '\\\\?\\C:\\x', 'C:', 'CC:\\x'],
  'Stdlib::Filemode' => ['0644', '644', '1755', 'u+rwx', 'a=r,u+w', '0999', '07777', 'ug=rx,o=', '+x'],
  'Stdlib::Datasize' => ['1G', '512m', '10KB', '1.5G', '0', '1 G', '10Tb', '2gib'],
  'Stdlib::MAC' => ['00:1A:2b:3c:4D:5e', '00-1a-2b-3c-4d-5e', '001a.2b3c.4d5e', '00:1a:2b:3c:4d', '00:1a:2b:3c:4d:5e:6f:70:81:92:a3:b4:c5:d6:e7:f8:09:1a:2b:3c'],
  'Stdlib::Base64' => ['aGVsbG8=', 'aGVsbG8', 'a===', '', 'YQ==\n', 'ab+/'],
  'Stdlib::Base32' => ['MFRGG===', 'mfrgg', 'MFRG1', 'ABCDEFGH'],
  'Stdlib::Port' => [0, 80, 65535, 65536, -1],
  'Stdlib::Port::Unprivileged' => [1023, 1024, 65535],
  'Stdlib::Syslogfacility' => ['local0', 'LOCAL0', 'authpriv', 'kern', 'local8'],
  'Stdlib::HttpStatus' => [99, 100, 599, 600],
  'Stdlib::Yes_no' => ['yes', 'No', 'YES', 'y', true],
  'Stdlib::IP::Address' => ['10.0.0.1', '10.0.0.1/24', '::', '::ffff:1.2.3.4', '2001:db8::/32', '1.2.3.04', '256.1.1.1', 'fe80::1%eth0', '1:2:3:4:5:6:7:8:9'],
  'Stdlib::IP::Address::V4::CIDR' => ['10.0.0.0/8', '10.0.0.0/33', '10.0.0.0', '0.0.0.0/0'],
  'Stdlib::IP::Address::V4::Nosubnet' => ['192.168.1.1', '192.168.1.1/32'],
  'Stdlib::IP::Address::V6::Full' => ['2001:0db8:0000:0000:0000:ff00:0042:8329', '2001:db8::1'],
  'Stdlib::IP::Address::V6::Compressed' => ['2001:db8::1', '::1', '2001:0db8:0000:0000:0000:ff00:0042:8329', '1::2::3'],
  'Stdlib::IP::Address::V6::Alternative' => ['::ffff:10.0.0.1', '1:2:3:4:5:6:1.2.3.4', '1::1.2.3.4/96'],
  'Stdlib::IP::Address::V6::CIDR' => ['::/0', 'fe80::/10', 'fe80::/129', 'fe80::'],
  'Stdlib::Ensure::Service' => ['running', 'stopped', 'true'],
  'Stdlib::Ensure::File' => ['present', 'file', 'directory', 'link', 'absent', 'latest'],
  'Stdlib::Objectstore' => ['s3://bucket/key', 'gs://b/k', 's3:/b', 'S3://b/k'],
  'Stdlib::Filesource' => ['puppet:///modules/x/y', 'file:///etc/x', '/etc/x', 'https://h/f', 'puppet://server/modules/x', 'ftp://h/f', 'puppet:///'],
  'Stdlib::Compat::Integer' => ['1', '-1', '0x10', '1.0', 1, '01', ' 1'],
  'Stdlib::Compat::Numeric' => ['1.5', '-1e3', '.5', '1.', 'x'],
  'Stdlib::Compat::Ipv6' => ['::1', 'fe80::1', 'x::1'],
}
$checks.each |$tname, $values| {
  $t = Type($tname)
  $r = $values.map |$v| { "${String($v, '%p')}=${v =~ $t}" }
  notify { $tname: message => $r.join(' ') }
}
