# The small libraries through the runtime, as module functions use them.
def show(label)
  r = yield
  puts "#{label}: #{r.inspect} #{r.is_a?(String) ? r.encoding : ''}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

show('md5') { Digest::MD5.hexdigest('admin:mongo:secret') }
show('mysql password') { '*' + Digest::SHA1.hexdigest(Digest::SHA1.digest('pw')).upcase }
show('sha512 digest') { Digest::SHA512.digest('ab').bytesize }
show('sha2') { Digest::SHA2.new(384).hexdigest('x') }
show('sha2 bad') { Digest::SHA2.new(100) }
show('object') { d = Digest::SHA1.new; d.update('a'); d << 'b'; [d.hexdigest, d.to_s == d.hexdigest, d.digest_length, d.block_length] }
show('object arg') { d = Digest::MD5.new; d << 'x'; [d.hexdigest('y'), d.hexdigest] }
show('hexdigest!') { d = Digest::MD5.new; d << 'x'; [d.hexdigest!, d.hexdigest] }
show('const_get') { Digest.const_get('SHA256').hexdigest('abc') }
show('base64digest') { Digest::SHA256.base64digest('abc') }
show('digest ==') { Digest::MD5.new.update('a') == Digest::MD5.hexdigest('a') }
show('openssl digest') { OpenSSL::Digest.new('SHA256').hexdigest('abc') }
show('openssl digest name') { OpenSSL::Digest.new('sha512').name }
show('openssl bad') { OpenSSL::Digest.new('nope') }
show('openssl sha512 class') { OpenSSL::Digest::SHA512.new.update('a').hexdigest }
show('pbkdf2') { OpenSSL::PKCS5.pbkdf2_hmac('pw', 'salt', 1000, 16, OpenSSL::Digest::SHA512.new).bytes.map { |b| format('%02x', b) }.join }
show('hmac') { OpenSSL::HMAC.hexdigest('SHA256', 'key', 'data') }
show('hmac digest obj') { OpenSSL::HMAC.hexdigest(OpenSSL::Digest.new('SHA1'), 'key', 'data') }
show('x509 rescue') { begin; raise OpenSSL::X509::CertificateError, 'x'; rescue OpenSSL::OpenSSLError => e; e.class; end }

show('encode64') { Base64.encode64('x' * 50) }
show('strict') { Base64.strict_encode64("\xff\x00") }
show('urlsafe') { Base64.urlsafe_encode64("\xff\xfe", padding: false) }
show('decode64') { Base64.decode64('YWJj=YWJj') }
show('strict bad') { Base64.strict_decode64('YWJ') }
show('pw_hash') { '{SHA}' + Base64.strict_encode64(Digest::SHA1.digest('password')) }

require 'shellwords'
show('shellescape') { Shellwords.shellescape("it's a $file") }
show('String#shellescape') { 'a b'.shellescape }
show('shelljoin') { Shellwords.shelljoin(['a b', 'c']) }
show('Array#shelljoin') { %w[x y].shelljoin }
show('shellsplit') { Shellwords.shellsplit(%(a "b c" 'd e' f\\ g)) }
show('shellsplit bad') { Shellwords.shellsplit('a "b') }

show('cgi escape') { CGI.escape('a b&c=d/é') }
show('cgi unescape') { CGI.unescape('a+b%26c') }
show('escapeHTML') { CGI.escapeHTML(%(<a href="x">'&'</a>)) }
show('nexus query') { { 'g' => 'org.x', 'v' => '1.0 beta' }.to_a.map { |x| "#{x[0]}=#{CGI.escape(x[1])}" }.join('&') }
show('url_encode') { ERB::Util.url_encode('user name@x/y') }
show('html_escape') { ERB::Util.html_escape('<b>') }

show('crc32') { Zlib.crc32('hello world') }
show('crc32 cont') { Zlib.crc32('world', Zlib.crc32('hello ')) }
show('adler32') { Zlib.adler32('abc') }

show('securerandom hex') { SecureRandom.hex(8).size }
show('securerandom uuid') { SecureRandom.uuid =~ /\A\h{8}-\h{4}-4\h{3}-[89ab]\h{3}-\h{12}\z/ }
show('securerandom alnum') { SecureRandom.alphanumeric(12) =~ /\A[A-Za-z0-9]{12}\z/ }
