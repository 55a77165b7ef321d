# Cases for URI (rlib/uri). See ../record.rb.
[
  'http://example.com', 'http://example.com/', 'HTTP://Example.COM:80/a/b?q=1#frag', 'https://u:p@h:8443/p?x#y', 'https://h:443/',
  'ftp://ftp.x.org/pub/file;type=a', 'file:///etc/hosts', 'file://localhost/etc', 'file:/x', 'mailto:a@b.c', 'ldap://h/dc=x',
  'ws://h/s', 'wss://h:443', 'http://[::1]:8080/', 'http://[fe80::1%25eth0]/', 'http://[v1.x]/', 'http://[::1', 'http://1.2.3.4/',
  'http://1.2.3.4.5/', 'http://h:abc/', 'http://h:/', 'http://:80/', 'http://', 'http:', 'http:/', 'http:///', 'http:x',
  'http:x?y', 'urn:isbn:0451450523', 'x:/a/b', '/relative/path', 'relative/path', 'rel:ative', '//host/path', '?q', '#f', '',
  ' http://x', 'http://x ', 'http://x y', 'http://ex%41mple.com/%7e', 'http://x/%zz', 'http://x/?q=%zz', 'http://x/?a b',
  'http://x/#a b', 'http://x/#%', 'http://x/?q=é', 'http://é.com', "http://x/\ty", 'puppet:///modules/x/y', 'puppet://server/path',
  'mysql+pymysql://nova:pw@db/nova?charset=utf8', 'postgresql://u@h/d', 'C:\\dir\\file', 'C:/dir/file', 'http://user@h', 'http://@h',
  'http://u:@h', 'http://u:p:q@h', 'http://h/a;p?q', 'git@github.com:x/y.git', 'http://h/a/../b', 'HTTPS://H', 's3://bucket/key', '////', '//', 'http:////x', 'x:////y', '//:00', ':0', '//u@:1/x'
].each { |s| c 'URI.parse', s }

[
  { scheme: 'mysql+pymysql', userinfo: 'nova:secret', host: 'db.example.com', port: 3306, path: '/nova', query: 'charset=utf8' },
  { scheme: 'mysql', path: '///nova' }, { scheme: 'mysql', host: 'db', path: '/x' }, { scheme: 'mysql', userinfo: 'u%40x:p%3A', host: 'h', path: '/d' },
  { scheme: 'sqlite', path: '////var/lib/x.db' }, { scheme: 'http', host: 'h', port: '8080' }, { scheme: 'http', host: 'h', port: 'x' },
  { scheme: 'bad scheme', host: 'h' }, { scheme: 'http', host: 'bad host' }, { scheme: 'http', host: '::1', path: '/' },
  { scheme: 'http', userinfo: 'a b', host: 'h' }, { scheme: 'http', userinfo: 'a:b c', host: 'h' }, { scheme: 'http', host: 'h', path: 'rel' },
  { host: 'h', path: 'rel' }, { path: 'a b' }, { scheme: 'x', opaque: 'y' }, { scheme: 'x', host: 'h', opaque: 'y' },
  { scheme: 'http', host: 'h', query: 'a b&c' }, { scheme: 'http', host: 'h', fragment: 'a b' }, { scheme: 'http', registry: 'r' },
  { scheme: 'http', host: 'h', query: 'x=%zz' }, {}, { scheme: 'HTTP', host: 'H' }
].each { |h| c 'URI.build', 'URI::Generic', h }
c 'URI.build', 'URI::HTTP', { host: 'h', path: '/p' }
c 'URI.build', 'URI::HTTPS', { host: 'h', port: 443 }
c 'URI.build', 'URI::Generic', ['http', nil, 'h', 81, nil, '/p', nil, 'q', 'f']

['a b', 'é', 'x/y?z=1&w', '[]', "\t", '%', '%41', '~!*\'()', '#', '<>"{}|\\^`'].each do |s|
  c 'send', 'URI::DEFAULT_PARSER', 'escape', s
  c 'send', 'URI', 'encode_www_form_component', s
end
['a%20b', '%e9', '%zz', '%4'].each { |s| c 'send', 'URI::DEFAULT_PARSER', 'unescape', s }
['a+b', '%41%e9', '%zz', 'x%', 'plain'].each { |s| c 'send', 'URI', 'decode_www_form_component', s }
c 'send', 'URI', 'encode_www_form', [['a', '1'], ['b c', 'd&e'], ['f', nil]]
c 'send', 'URI', 'encode_www_form', { 'k' => 'v', 'n' => 2 }

# URI.join / Generic#merge (RFC 2396 5.2 as uri 0.11 resolves references).
base = 'http://a/b/c/d;p?q'
['g', './g', 'g/', '/g', '//g', '?y', 'g?y', '#s', 'g#s', 'g?y#s', ';x', 'g;x', '', '.', './', '..', '../', '../g', '../..', '../../',
 '../../g', '../../../g', '/./g', '/../g', 'g.', '.g', 'g..', '..g', './../g', './g/.', 'g/./h', 'g/../h', 'http:g', 'https://x/y',
 '//u:p@h:81/x', '//u@h', '?', '#'].each { |r| c 'URI.join', base, r }
c 'URI.join', 'http://example.com/a/b/', '../c', 'd?x=1', '#f'
c 'URI.join', 'http://a/b/../c/', 'x'
c 'URI.join', 'http://a', 'b'
c 'URI.join', 'http://a/', '/'
# (an FTP base: FTP#merge calls the reference's typecode, a NoMethodError for a String; Ruby 3.1's message carries
# error_highlight's source lines, so it is not recorded here)
c 'URI.join', 'file:///etc/x', 'y'
c 'URI.join', 'https://u:p@h/x', '//v@k/y'
c 'URI.join', 'a/b', 'c'
c 'URI.join', 'http://a/b'
c 'URI.join', 'http://a/b', 'c d'
c 'URI.join', 'mailto:a@b', 'x'
