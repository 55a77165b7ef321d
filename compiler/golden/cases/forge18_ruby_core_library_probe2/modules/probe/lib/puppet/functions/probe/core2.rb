# More Ruby 3.1 standard library calls of module functions: seeded randomness (schedules spread by
# host), digests and HMACs, Base64/Zlib, URI and CGI, IPAddr arithmetic, Kernel conversions with
# exception: false, numeric corners. Each call's result or its error.
require 'digest'
require 'openssl'
require 'base64'
require 'zlib'
require 'uri'
require 'cgi'
require 'erb'
require 'ipaddr'
require 'shellwords'
require 'securerandom'
require 'stringio'
Puppet::Functions.create_function(:'probe::core2') do
  def core2
    probes = {
      'rand_seeded' => -> { r = Random.new(42); [r.rand(100), r.rand(100), r.rand, r.bytes(4).unpack1('H*')] },
      'shuffle_seeded' => -> { [(1..10).to_a.shuffle(random: Random.new(1)), %w[a b c d e].sample(2, random: Random.new(7))] },
      'srand_kernel' => -> { srand(1234); a = [rand(1000), rand(1000)]; srand(1234); a == [rand(1000), rand(1000)] },
      'rand_range' => -> { r = Random.new(5); [r.rand(10..20), r.rand(1.5), Random.new(5).rand(0...3)] },
      'digest' => -> { [Digest::SHA2.new(512).hexdigest('x')[0, 16], Digest::SHA1.base64digest('x'), Digest::MD5.new.update('a').update('b').hexdigest] },
      'hmac' => -> { OpenSSL::HMAC.hexdigest('SHA256', 'key', 'data') },
      'pbkdf2' => -> { OpenSSL::PKCS5.pbkdf2_hmac('pw', 'salt', 1000, 16, OpenSSL::Digest.new('SHA256')).unpack1('H*') },
      'securerandom' => -> { [SecureRandom.hex(8).size, SecureRandom.uuid =~ /\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/ ? 'uuid' : 'bad', SecureRandom.alphanumeric(5).size] },
      'base64' => -> { [Base64.urlsafe_encode64("\xff\xfe", padding: false), Base64.strict_decode64('aGk='), Base64.encode64('x' * 50).count("\n")] },
      'base64_bad' => -> { Base64.strict_decode64('a') },
      'zlib' => -> { Zlib::Inflate.inflate(Zlib::Deflate.deflate('hello' * 10)).size },
      'gzip' => -> { io = StringIO.new; gz = Zlib::GzipWriter.new(io); gz.write('abc'); gz.close; Zlib::GzipReader.new(StringIO.new(io.string)).read },
      'uri_build' => -> { URI::HTTPS.build(host: 'h.example', port: 8443, path: '/a b', query: 'x=1').to_s },
      'uri_parts' => -> { u = URI.parse('https://user:pw@h.example:8443/p/q?x=1#f'); [u.scheme, u.userinfo, u.host, u.port, u.path, u.query, u.fragment] },
      'uri_www_form' => -> { [URI.encode_www_form('a' => 'b c', 'd' => ['1', '2']), URI.decode_www_form('a=b+c&d=%2F')] },
      'uri_join' => -> { URI.join('https://h/a/b/', '../c').to_s },
      'uri_bad' => -> { URI.parse('http://bad host/') },
      'cgi' => -> { [CGI.escape('a b&c/é'), CGI.unescape('a+b%26'), CGI.escapeHTML('<a href="x">'), ERB::Util.html_escape("'&")] },
      'shellwords' => -> { [Shellwords.join(['a b', "c'd"]), 'x "y z" w'.shellsplit, Shellwords.escape('')] },
      'ipaddr' => -> { n = IPAddr.new('10.1.2.3/20'); [n.to_s, n.prefix, n.to_range.first.to_s, n.to_range.last.to_s, n.include?(IPAddr.new('10.1.15.1')), IPAddr.new('10.0.0.1').mask(8).to_s] },
      'ipaddr6' => -> { a = IPAddr.new('2001:db8::1'); [a.to_s, a.to_string, a.reverse, a.ipv4_mapped?, IPAddr.new('::ffff:10.0.0.1').native.to_s, (IPAddr.new('10.0.0.255') | 0).succ.to_s] },
      'ipaddr_bad' => -> { IPAddr.new('10.0.0.256') },
      'kernel_integer' => -> { [Integer('0x1f', exception: false), Integer('zz', exception: false), Float('1_000.5'), Integer('0b11', 0), Integer('11', 2)] },
      'to_c_r' => -> { ['1/3'.to_r.to_s, '2+3i'.to_c.to_s, 0.75.to_r.to_s, 0.1.rationalize(Rational(1, 100)).to_s] },
      'float_corners' => -> { [Float::INFINITY > 10**400, (0.1 + 0.2).to_s, 1.0.next_float > 1.0, 1e300 * 1e10, -0.0.to_s, 10.0.divmod(3), 2**62 + 0.5] },
      'format_e' => -> { [format('%.3e', 12345.6789), format('%10.4f|', Math::PI), format('%-+8.2f|', 2.5), format('%x', -255), format('%#b', 5)] },
      'bsearch' => -> { [[1, 3, 5, 7].bsearch { |x| x >= 4 }, (1..100).bsearch { |x| x * x >= 50 }] },
      'big_pow' => -> { [(3**100).to_s.size, 2**-2, 7.fdiv(2), -7.divmod(2), 7.remainder(-2)] },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message}"
                  end
    end
  end
end
