require 'openssl'
require 'base64'

Puppet::Functions.create_function(:'mac::stream') do
  dispatch :stream do
    param 'String', :key
    param 'Array[String]', :parts
  end

  def stream(key, parts)
    h = OpenSSL::HMAC.new(key, OpenSSL::Digest.new('SHA256'))
    parts.each_with_index { |p, i| i.even? ? h << p : h.update(p) }
    hex = h.hexdigest
    raw = Base64.strict_encode64(h.digest)
    again = h.hexdigest == hex
    h.reset
    h << 'other'
    [hex, raw, again, h.hexdigest, OpenSSL::HMAC.new(key, 'sha1').update('x').hexdigest].join(' ')
  end
end
