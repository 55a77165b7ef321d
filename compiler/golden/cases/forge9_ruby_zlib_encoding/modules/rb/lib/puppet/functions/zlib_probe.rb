# Written for this case (QA-FORGE-9): Zlib deflate/inflate and crc32, String#encode to UTF-16, OpenSSL.fixed_length_secure_compare.
Puppet::Functions.create_function(:zlib_probe) do
  dispatch :probe do
  end

  def probe
    [
      (require 'zlib'; Zlib::Inflate.inflate(Zlib::Deflate.deflate('aaaa' * 10))),
      (Zlib.crc32('abc')),
      ('caf\u00e9'.encode('UTF-16LE').bytesize),
      ('abc'.encode('ISO-8859-1').encoding.to_s),
      (require 'openssl'; OpenSSL.fixed_length_secure_compare('aa', 'aa')),
    ].map(&:inspect)
  end
end
