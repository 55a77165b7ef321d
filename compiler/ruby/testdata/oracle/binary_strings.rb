# Binary (ASCII-8BIT) strings: Integer#chr of 128..255, byte slices of digests (QA-FORGE-2 G8:
# stdlib's fqdn_uuid builds a UUID from a SHA1 digest)
require 'digest/sha1'
d = Digest::SHA1.digest('puppetlabs.com')
puts d.encoding, d.bytesize, d.length
puts d[0, 4].bytes.inspect, d[0, 4].encoding
puts d[4..7].unpack('H*')[0]
puts 200.chr.encoding, 200.chr.bytes.inspect, 65.chr.encoding, (200.chr + 201.chr).bytesize
puts d.bytes[0, 3].inspect
puts d.unpack('H8H4H4H4H12').join('-')
j = [0xa7, 0x41].map { |b| b.chr }.join
puts j.encoding, j.bytesize, [65.chr, 66.chr].join.bytesize
