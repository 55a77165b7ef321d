# Array#pack / String#unpack directives beyond the integer and string ones:
# BER (w), floats (D d F f E e G g), uuencode (u), quoted-printable (M),
# native int (i I), unknown directives (ignored by Ruby 3.1), modifiers'
# errors, the result's encoding, and unpack's offset: keyword.
def t(label)
  v = yield
  puts "#{label}: #{v.inspect}#{v.is_a?(String) ? " #{v.encoding}" : ''}"
rescue StandardError => e
  puts "#{label}: #{e.class}: #{e.message}"
end

t('w') { [0, 1, 127, 128, 300, 16_383, 16_384, 2**64, 2**200].pack('w*').bytes }
t('w round') { [0, 1, 127, 128, 300, 2**64, 2**200].pack('w*').unpack('w*') }
t('w neg') { [-1].pack('w') }
t('w float') { [300.7].pack('w').bytes }
t('w string') { ['3'].pack('w') }
t('w nil') { [nil].pack('w') }
t('w truncated') { "\x82\x2C\x82".unpack('w*') }
t('w count') { "\x01\x02\x03".unpack('w2') }
t('w one') { "\x82\x2C".unpack1('w') }
t('w empty') { ''.unpack('w') }
t('E') { [1.5].pack('E').bytes }
t('G') { [1.5].pack('G').bytes }
t('D d') { [1.5, -2.25].pack('Dd').unpack('D d') }
t('e') { [0.1].pack('e').unpack1('e') }
t('g') { [1.5].pack('g').bytes }
t('F f') { [3.25, 1e40].pack('Ff').unpack('F f') }
t('float int') { [3].pack('E').unpack1('E') }
t('float big') { [2**70].pack('G').unpack1('G') }
t('float str') { ['1.5'].pack('E') }
t('float nil') { [nil].pack('E') }
t('float true') { [true].pack('E') }
t('float rational') { [Rational(1, 4)].pack('E').unpack1('E') }
t('float nan inf') { [Float::NAN, Float::INFINITY, -0.0].pack('E3').unpack('E*').map(&:to_s) }
t('float star') { [1.0, 2.0, 3.0].pack('e*').unpack('e*') }
t('float short') { "\x00\x00".unpack('e2') }
t('float short1') { "\x00\x00".unpack1('e') }
t('float partial') { ([1.0].pack('e') + "\x00").unpack('e3') }
t('u') { ['hello'].pack('u') }
t('u empty') { [''].pack('u') }
t('u long') { ['x' * 100].pack('u') }
t('u count') { ['x' * 20].pack('u6') }
t('u count2') { ['x' * 20].pack('u2') }
t('u count big') { ['x' * 200].pack('u90') }
t('u star') { ['abcd'].pack('u*') }
t('u bytes') { [(0..255).map(&:chr).join].pack('u') }
t('u back') { [(0..255).map(&:chr).join].pack('u').unpack1('u').bytes == (0..255).to_a }
t('u un') { "%:&5L;&\\\n".unpack1('u') }
t('u un2') { "#86)C\n#86)C\n".unpack('u') }
t('u junk') { "abc".unpack1('u') }
t('u un crlf') { "%:&5L;&\\\r\n".unpack1('u') }
t('u short') { "%:&5\n".unpack1('u') }
t('M') { ["hello=world\tend \nnext line caf\u00e9\x01"].pack('M') }
t('M long') { ['a' * 100].pack('M') }
t('M count') { ['a' * 30].pack('M10') }
t('M int') { [42].pack('M') }
t('M nl spaces') { ["a \n b\t\nc"].pack('M') }
t('M un') { "hello=3Dworld=\n end=C3=A9".unpack1('M') }
t('M un bad') { "a=ZZb".unpack1('M') }
t('M un trail') { "abc=".unpack1('M') }
t('M un crlf') { "ab=\r\ncd".unpack1('M') }
t('M round') { ["caf\u00e9 = 1"].pack('M').unpack1('M').force_encoding('UTF-8') }
t('i I') { [-1, 2**32 - 1].pack('iI').unpack('i I') }
t('i_ I!') { [-2].pack('i_').unpack('I!') }
t('unknown') { [1].pack('y') }
t('unknown mid') { [1, 2].pack('CyC').bytes }
t('unknown count') { [1, 2].pack('Cy3C').bytes }
t('unknown unpack') { "\x01\x02".unpack('CyC') }
t('percent') { [1].pack('%') }
t('percent unpack') { 'a'.unpack('%') }
t('bad modifier') { [1].pack('a_') }
t('bad endian') { [1].pack('C<') }
t('both endian') { [1].pack('s<>') }
t('bad modifier unpack') { 'ab'.unpack('a!') }
t('enc U') { [65].pack('U') }
t('enc UC') { [65, 66].pack('UC') }
t('enc mU') { ['a', 65].pack('mU') }
t('enc CU') { [66, 65].pack('CU') }
t('enc m') { ['a'].pack('m') }
t('enc u') { ['a'].pack('u') }
t('enc M') { ['a'].pack('M') }
t('enc space') { [65].pack(' U') }
t('enc empty') { [].pack('') }
t('enc x') { [].pack('x') }
t('offset') { "\x00\x01\x02\x03".unpack1('n', offset: 2) }
t('offset unpack') { "\x00\x01\x02\x03".unpack('C*', offset: 1) }
t('offset end') { "\x00\x01".unpack('C*', offset: 2) }
t('offset past') { "\x00\x01".unpack('C*', offset: 3) }
t('offset neg') { "\x00\x01".unpack('C*', offset: -1) }
t('offset at') { "\x00\x01\x02\x03".unpack('@1C', offset: 2) }
t('offset X') { "\x00\x01\x02\x03".unpack('CXC', offset: 2) }
t('offset X2') { "\x00\x01\x02\x03".unpack('X2C', offset: 2) }
t('offset str') { "\x00\x01".unpack('C', offset: '1') }
t('offset float') { "\x00\x01".unpack('C', offset: 1.9) }
t('offset m') { 'xxaGk='.unpack1('m', offset: 2) }
t('unknown kw') { 'ab'.unpack('C', foo: 1) }
