require 'openssl'
require 'base64'
require 'digest'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    OpenSSL::Digest.new('SHA256').hexdigest('abc')
  end

  def p1
    OpenSSL::Digest::SHA512.hexdigest('abc')[0, 32]
  end

  def p2
    OpenSSL::Digest.digest('MD5', 'abc').unpack1('H*')
  end

  def p3
    OpenSSL::HMAC.hexdigest(OpenSSL::Digest.new('sha1'), 'key', 'data')
  end

  def p4
    Base64.strict_encode64(OpenSSL::HMAC.digest('SHA256', 'key', 'data'))
  end

  def p5
    OpenSSL::PKCS5.pbkdf2_hmac('pw', 'salt', 1000, 16, 'sha256').unpack1('H*')
  end

  def p6
    OpenSSL::KDF.pbkdf2_hmac('pw', salt: 'salt', iterations: 100, length: 8, hash: 'sha1').unpack1('H*')
  end

  def p7
    OpenSSL::BN.new('123456789012345678901234567890').to_s(16)
  end

  def p8
    OpenSSL::BN.new(255).to_s(2).unpack1('H*')
  end

  def p9
    OpenSSL::OPENSSL_VERSION.start_with?('OpenSSL')
  end

  def p10
    OpenSSL::Digest.new('sha3-256').hexdigest('') rescue $!.class
  end

  def p11
    Digest::SHA256.base64digest('abc')
  end

  def p12
    Digest::SHA2.new(384).hexdigest('abc')[0, 20]
  end

  def p13
    Digest::SHA1.new.update('a').update('b').hexdigest
  end

  def p14
    Digest::MD5.file(__FILE__).hexdigest.size
  end

  def p15
    Digest::SHA256.hexdigest('x' * 1000)[0, 16]
  end

  def p16
    OpenSSL::Random.random_bytes(4).bytesize
  end

  def p17
    OpenSSL.fixed_length_secure_compare('abc', 'abc')
  end

  def p18
    OpenSSL::HMAC.new('key', 'sha256').update('data').hexdigest
  end

  def p19
    OpenSSL::Digest.new('sha256').name
  end

  def p20
    OpenSSL::Cipher.ciphers.include?('aes-256-cbc')
  end

  def p21
    OpenSSL::Digest.new('blake2b512').hexdigest('')[0, 16]
  end

  def p22
    OpenSSL::Digest.new('RIPEMD160').hexdigest('abc')
  end

  def p23
    OpenSSL::Digest.new('sha512-256').hexdigest('')[0, 16]
  end

  def p24
    Digest::SHA256.file(__FILE__).hexdigest.size
  end
end
