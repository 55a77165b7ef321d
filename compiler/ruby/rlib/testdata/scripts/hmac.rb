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
