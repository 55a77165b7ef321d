# OpenSSL::HMAC objects fed in pieces (postgresql's scram-sha-256 password)
h = OpenSSL::HMAC.new('key', OpenSSL::Digest.new('SHA256'))
h << 'Client'
h.update(' Key')
p h.hexdigest, h.to_s, h.inspect, h.base64digest, h.digest.bytesize, h.hexdigest.encoding, h.base64digest.encoding
d = h.dup
d << 'more'
p h.hexdigest == d.hexdigest, h == h.dup, h == d
p h.reset.hexdigest, OpenSSL::HMAC.new('', 'sha1').hexdigest, OpenSSL::HMAC.new('k', 'md5').update('x').digest.bytesize
begin
  h.update(1)
rescue TypeError => e
  p e.message
end
begin
  OpenSSL::HMAC.new('k')
rescue ArgumentError => e
  p e.message
end
show('fixed_length_secure_compare') { [OpenSSL.fixed_length_secure_compare('aa', 'aa'), OpenSSL.fixed_length_secure_compare('ab', 'aa')] }
show('fixed_length_secure_compare lengths') { OpenSSL.fixed_length_secure_compare('aa', 'aab') }
show('fixed_length_secure_compare nil') { OpenSSL.fixed_length_secure_compare(nil, 'a') }
show('secure_compare') { [OpenSSL.secure_compare('a', 'ab'), OpenSSL.secure_compare('abc', 'abc')] }
show('Digest.file') { [Digest::MD5.file('/usr/lib/ruby/3.1.0/set.rb').hexdigest, Digest::SHA256.file('/usr/lib/ruby/3.1.0/set.rb').hexdigest[0, 16]] }
show('Digest#file') { Digest::SHA1.new.file('/usr/lib/ruby/3.1.0/set.rb').hexdigest }
show('Digest.file missing') { Digest::MD5.file('/nonexistent/x') }
show('Random') { [OpenSSL::Random.random_bytes(4).bytesize, OpenSSL::Random.random_bytes(0), OpenSSL::Random.random_bytes(3).encoding] }
show('versions') { [OpenSSL::VERSION, OpenSSL::OPENSSL_VERSION, OpenSSL::OPENSSL_LIBRARY_VERSION] }
show('sha3 object') { d = OpenSSL::Digest.new('sha3-256'); d << 'a'; d.update('bc'); [d.name, d.hexdigest, d.digest_length, d.block_length] }
