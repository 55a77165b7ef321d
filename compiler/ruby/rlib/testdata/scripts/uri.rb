# URI through the runtime, as module functions use it.
# (show: testdata/show.rb)

show('parse') { u = URI.parse('https://user:pw@example.com:8443/a/b?x=1#top'); [u.class, u.scheme, u.user, u.password, u.userinfo, u.host, u.port, u.path, u.query, u.fragment, u.to_s, u.request_uri] }
show('parse inspect') { URI.parse('http://example.com/x') }
show('staging_parse') { File.basename(URI.parse('http://h/path/to/file.tar.gz'.gsub('\\', '/')).path) }
show('parse bad') { URI.parse('http://x y') }
show('parse bad class') { begin; URI.parse('::'); rescue URI::InvalidURIError => e; e.class.superclass; end }
show('Kernel#URI') { URI('ftp://h/pub/f;type=i').path }
def db(v)
  parts = {}
  parts[:host] = v['host'] if v.include?('host')
  parts[:port] = v['port'].to_i if v.include?('port')
  if v['username']
    parts[:userinfo] = ERB::Util.url_encode(v['username'])
    parts[:userinfo] += ":#{ERB::Util.url_encode(v['password'])}" if v['password']
  end
  parts[:query] = v['extra'].map { |k, x| "#{k}=#{x}" }.join('&') if v['extra']
  parts[:scheme] = v['dialect']
  parts[:path] = v.include?('host') ? "/#{v['database']}" : "///#{v['database']}"
  URI::Generic.build(parts).to_s
end
show('os_database_connection') { db('dialect' => 'mysql+pymysql', 'host' => '127.0.0.1', 'port' => '3306', 'username' => 'nova', 'password' => 'p@ss w', 'database' => 'nova', 'extra' => { 'charset' => 'utf8' }) }
show('os_database_connection no host') { db('dialect' => 'sqlite', 'database' => 'var/lib/nova.db') }
show('build bad') { URI::Generic.build(scheme: 'http', host: 'bad host') }
show('HTTP.build') { URI::HTTP.build(host: 'h', path: '/p', query: 'a=1').to_s }
show('setter') { u = URI.parse('http://h/p'); u.path = '/q'; u.query = 'a b'; u.port = 81; u.to_s }
show('setter bad') { u = URI.parse('http://h/p'); u.path = 'rel' }
show('uriescape') { [URI::DEFAULT_PARSER.escape('a b/é?x=[1]'), URI::DEFAULT_PARSER.unescape('a%20b')] }
show('www form') { [URI.encode_www_form_component('a b&é'), URI.decode_www_form_component('a+b%26'), URI.encode_www_form('a' => 1, 'b' => [2, 3], 'c' => nil)] }
show('join') { [URI.join('http://example.com/a/b', '../c', 'd?x=1#f').to_s, URI.join('http://a/b/c', 'https://x/').class, URI.join(URI.parse('http://a/'), 'b').to_s] }
show('join class') { [URI.join('https://a/b', 'c').class, URI.join('http://a/b', '//u:p@h:81/x').userinfo] }
show('join relative') { URI.join('a/b', 'c') }
show('join bad argument') { URI.join('http://a/', 3) }
show('join none') { URI.join }
show('merge') { u = URI.parse('http://h/a/b?q#f'); [(u + 'c').to_s, u.merge('#g').to_s, u.merge('?z').to_s, u.to_s, u.merge(URI.parse('x/y')).to_s] }
show('merge absolute is the argument') { v = URI.parse('ftp://x/y'); URI.parse('http://h/').merge(v).equal?(v) }
show('ftp merge') { [URI.parse('ftp://h/a/b').merge(URI.parse('ftp://h/c;type=i')).to_s, URI.parse('ftp://h/a/b').merge('#f').to_s] }
# (Ruby 3.1's NoMethodError message carries error_highlight's source lines: the first line is compared)
show('ftp merge path') { begin; URI.parse('ftp://h/a/b').merge('c'); rescue NoMethodError => e; e.message.lines.first.chomp; end }
show('Generic includes URI') { [URI::Generic.include?(URI), URI.parse('http://h/').is_a?(URI), URI::HTTPS.ancestors.include?(URI), URI::Generic::DEFAULT_PARSER.equal?(URI::DEFAULT_PARSER)] }
