require 'base64'
require 'zlib'
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
    'secret'.crypt('$6$saltsalt$')
  end

  def p1
    'secret'.crypt('$6$rounds=5000$saltsalt$')
  end

  def p2
    'secret'.crypt('$5$saltsalt$')
  end

  def p3
    'secret'.crypt('$1$saltsalt$')
  end

  def p4
    'secret'.crypt('ab')
  end

  def p5
    'secret'.crypt('$6$toolongsaltvalue12345$')
  end

  def p6
    Base64.urlsafe_encode64('??>>', padding: false)
  end

  def p7
    Base64.urlsafe_decode64('Pz8-Pg')
  end

  def p8
    Base64.decode64('not base64!!')
  end

  def p9
    (Base64.strict_decode64('abc') rescue [$!.class, $!.message])
  end

  def p10
    Base64.encode64('x' * 60).count("\n")
  end

  def p11
    Zlib.crc32('hello')
  end

  def p12
    Zlib.adler32('hello')
  end

  def p13
    Base64.strict_encode64(Zlib::Deflate.deflate('hello hello hello'))
  end

  def p14
    Zlib::Inflate.inflate(Zlib::Deflate.deflate('round'))
  end

  def p15
    Zlib.gunzip(Zlib.gzip('gz')) rescue $!.class
  end

  def p16
    Digest::SHA512.base64digest('x')[0, 20]
  end

  def p17
    Digest::SHA1.hexdigest('salt' + 'pw')
  end

  def p18
    ['{SSHA}', Base64.encode64(Digest::SHA1.digest('secret' + 'salt1234') + 'salt1234').chomp].join
  end

  def p19
    Digest::MD5.hexdigest('user' + 'pass').to_i(16).to_s(36)[0, 10]
  end

  def p20
    'secret'.unpack1('H*').scan(/../).join(':')
  end

  def p21
    ['deadbeef'].pack('H*').bytes
  end

  def p22
    [1, 2, 3].pack('C*').unpack1('H*')
  end

  def p23
    'abc'.crypt('$6$') rescue [$!.class, $!.message]
  end
end
