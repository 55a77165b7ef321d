require 'digest/sha1'

# Binary strings as stdlib's fqdn_uuid (v5 UUID of a name) builds them: Integer#chr of bytes > 127
# joined into a String, fed to a Digest::SHA1 object, the digest sliced, its bytes changed and
# packed back ('C*') and unpacked ('H*'). Each step's result is shown as hex or byte lists.
Puppet::Functions.create_function(:'bin::probe') do
  dispatch :probe do
    param 'String', :step
  end

  def probe(step)
    ns = [0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1, 0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8].map { |b| b.chr }.join
    case step
    when 'chr'
      [0xa7.chr.encoding.to_s, 0xa7.chr.bytesize, ns.bytesize, ns.encoding.to_s, ns.bytes.take(4).inspect].join(' ')
    when 'digest'
      sha1 = Digest::SHA1.new
      sha1.update(ns)
      sha1.update('puppetlabs.com')
      d = sha1.digest
      [d.encoding.to_s, d.bytesize, d[0, 16].bytesize, d[0, 16].bytes.take(4).inspect, sha1.hexdigest].join(' ')
    when 'pack'
      [[0x9c, 0x70, 0x32, 0x0f].pack('C*').unpack('H*').inspect, [0x9c, 0x70].pack('C*').encoding.to_s].join(' ')
    when 'uuid'
      sha1 = Digest::SHA1.new
      sha1.update(ns)
      sha1.update('puppetlabs.com')
      bytes = sha1.digest[0, 16].bytes.to_a
      bytes[6] &= 0x0f
      bytes[6] |= 0x50
      bytes[8] &= 0x3f
      bytes[8] |= 0x80
      [4, 2, 2, 2, 6].collect { |i| bytes.slice!(0, i).pack('C*').unpack('H*') }.join('-')
    end
  end
end
