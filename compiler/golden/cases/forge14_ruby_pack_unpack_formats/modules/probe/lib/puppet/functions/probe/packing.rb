# frozen_string_literal: true

# Written for this case: Array#pack / String#unpack formats module functions use for IP arithmetic, base64 of
# older code ([s].pack('m')), MAC and checksum handling, each result or its exception class and message.
Puppet::Functions.create_function(:'probe::packing') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    long = 'x' * 70
    [
      attempt('N n C') { [[192, 168, 1, 10].pack('C4').unpack1('N'), [3232235786].pack('N').unpack('C4'), [80, 443].pack('n*').bytes, [1].pack('V').bytes] },
      attempt('ipv6 N4') { '20010db8000000000000000000000001'.scan(/.{8}/).map { |h| h.to_i(16) }.pack('N4').unpack('n8').map { |x| x.to_s(16) } },
      attempt('base64 m') { [[long].pack('m'), ['hi'].pack('m0'), 'aGk='.unpack1('m'), "aGVs\nbG8=\n".unpack1('m'), 'aGk'.unpack('m0')] },
      attempt('hex H') { [['deadbeef'].pack('H*').bytes, "\x01\xAB".unpack1('H*'), ['abc'].pack('h*').bytes, "\xF0".unpack1('B*'), ['1010'].pack('B*').bytes] },
      attempt('strings a A Z') { [['ab'].pack('a4'), ['ab'].pack('A4'), ['ab'].pack('Z*'), "ab\0\0".unpack('a4 A4 Z*'), "a b  ".unpack1('A*')] },
      attempt('U w') { [[233, 0x2603].pack('U*'), 'é☃'.unpack('U*'), [300].pack('w').bytes, "\x82\x2C".unpack1('w')] },
      attempt('Q q s') { [[2**40].pack('Q>').bytes, [-2].pack('q<').unpack1('q<'), [-1].pack('s').unpack1('S'), [65_535].pack('S>').unpack1('s>')] },
      attempt('floats') { [[1.5].pack('E').unpack1('E'), [1.5].pack('g').bytes, [0.1].pack('e').unpack1('e')] },
      attempt('mac') { '52:54:00:12:09:f3'.split(':').map(&:hex).pack('C*').unpack1('H*') },
      attempt('uuencode') { [['hello'].pack('u'), "%:&5L;&\\\n".unpack1('u')] },
      attempt('checksum') { 'abc'.unpack('C*').sum & 0xffff },
      attempt('bad format') { [1].pack('y') },
      attempt('unpack offset') { "\x00\x01\x02\x03".unpack1('n', offset: 2) },
      attempt('binary string') { s = ['ff00'].pack('H*'); [s.encoding.to_s, s.valid_encoding?, s.bytesize, s.force_encoding('UTF-8').valid_encoding?] },
    ]
  end
end
