require 'digest'
require 'base64'
require 'uri'
require 'cgi'
require 'shellwords'
require 'ipaddr'
require 'set'
require 'zlib'
require 'openssl'
require 'erb'
require 'yaml'
require 'date'
require 'time'
Puppet::Functions.create_function(:'probe::rb') do
  def rb()
    tests = [
      -> { Digest::SHA256.hexdigest('x') },
      -> { Digest::MD5.base64digest('x') },
      -> { Digest::SHA512.hexdigest('')[0, 16] },
      -> { Digest::SHA1.new.update('a').update('b').hexdigest },
      -> { OpenSSL::Digest::SHA256.hexdigest('x') },
      -> { OpenSSL::Digest.new('sha1').hexdigest('x') },
      -> { OpenSSL::HMAC.hexdigest('SHA256', 'key', 'data') },
      -> { OpenSSL::PKCS5.pbkdf2_hmac_sha1('p', 's', 2, 10).unpack1('H*') },
      -> { Base64.encode64('x' * 50) },
      -> { Base64.urlsafe_encode64("\xff\xfe", padding: false) },
      -> { Base64.decode64('aGVsbG8=!!') },
      -> { Base64.strict_decode64('aGVsbG8') },
      -> { ['hello'].pack('m0') + '|' + 'aGVsbG8='.unpack1('m0') },
      -> { Zlib.crc32('hello').to_s },
      -> { u = URI.parse('https://user:pw@example.com:8443/a/b?x=1&y=2#frag'); [u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment].inspect },
      -> { URI.parse('http://example.com').port.to_s + URI.parse('ftp://h/x').path },
      -> { URI.join('http://a/b/c/d', '../e').to_s },
      -> { URI.encode_www_form('a' => 'b c', 'd' => ['1', '2'], 'é' => '&') },
      -> { URI.decode_www_form_component('a+b%20c') },
      -> { URI.encode_www_form_component('a b/c~*') },
      -> { URI::HTTP.build(host: 'h', path: '/p', query: 'q=1').to_s },
      -> { URI.parse('not a uri') },
      -> { CGI.escapeHTML(%q{<a href="x">'&'</a>}) + CGI.unescapeHTML('&lt;&#39;&amp;&quot;') },
      -> { CGI.escape('a b&c/d~') + CGI.unescape('a+b%2F') },
      -> { ERB::Util.url_encode('a b&c/d~') + ERB::Util.html_escape('<&>') },
      -> { Shellwords.split(%q{a "b c" 'd e' f\ g}).inspect },
      -> { Shellwords.join(['a b', "c'd", '']) },
      -> { Shellwords.split('a "b') },
      -> { IPAddr.new('10.1.2.3/8').to_s + ' ' + IPAddr.new('10.0.0.0/8').include?(IPAddr.new('10.9.9.9')).to_s },
      -> { IPAddr.new('192.168.1.0/24').to_range.last.to_s + ' ' + IPAddr.new('192.168.1.77').mask(26).to_s },
      -> { IPAddr.new('2001:db8::1/64').to_s + ' ' + IPAddr.new('::ffff:1.2.3.4').ipv4_mapped?.to_s + ' ' + IPAddr.new('fe80::1').to_string },
      -> { IPAddr.new('10.0.0.1').reverse + ' ' + IPAddr.new('10.0.0.1').to_i.to_s + ' ' + IPAddr.new('1.2.3.4').hton.bytes.inspect },
      -> { IPAddr.new('300.1.1.1') },
      -> { IPAddr.new('10.0.0.0/8').prefix.to_s + IPAddr.new('10.0.0.0/255.255.0.0').inspect },
      -> { Set.new([3, 1, 2, 1]).to_a.inspect + Set[1, 2].subset?(Set[1, 2, 3]).to_s + (Set[1] | Set[2]).inspect },
      -> { Time.at(1_700_000_000).utc.strftime('%Y-%m-%dT%H:%M:%S%z %a %j %U') },
      -> { Time.parse('2023-01-02 03:04:05 UTC').to_i.to_s + ' ' + Time.iso8601('2023-01-02T03:04:05Z').utc.iso8601 },
      -> { 'date skipped' },
      -> { { 'a' => [1, 'b', nil, true, 1.5], 'c' => { 'd' => 'multi
line' }, 'e' => ':sym', 'f' => '0123', 'g' => 'yes', 'h' => '' }.to_yaml },
      -> { YAML.safe_load("a: 1\nb: [x, 'y']\nc: 2023-01-01\n", permitted_classes: []).inspect },
      -> { YAML.load("--- !ruby/object:OpenStruct\na: 1\n") },
      -> { 'hello world'.crypt('$6$salt$') },
      -> { format('%05.2f|%-6s|%x|%o|%e|%+d|%%', 3.14159, 'ab', 255, 8, 12345.678, 5) },
      -> { 'abc'.unpack('C*').inspect + [65, 66].pack('C*') + [1].pack('N').bytes.inspect + [1, 2].pack('n*').unpack1('H*') },
      -> { 'Straße'.upcase + 'ÀÉ'.downcase },
      -> { 'latin1 skipped' },
      -> { "nfd skipped" },
      -> { 'abc'.force_encoding('BINARY').encoding.to_s + "\xff".b.inspect + "\xff".force_encoding('UTF-8').valid_encoding?.to_s },
      -> { "caf\xC3\xA9".b.force_encoding('UTF-8') == 'café' ? 'eq' : 'ne' },
      -> { "\xff\xfe".b.inspect + "é".b.inspect + "é".inspect + "\e\x01".inspect },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: #{t.call}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end.join("\n")
  end
end
