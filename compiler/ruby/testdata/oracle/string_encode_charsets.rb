# String#encode to and from UTF-16/32 and single-byte sets, force_encoding, Encoding objects, and String's methods on such strings (RUBYLIB-2; QA-FORGE-9 G16, QA-FORGE-14 U1)
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
s = "caf\u00e9 \u20ac"
t(1) { "café".encode('ISO-8859-1') }
t(2) { "café".encode('UTF-16LE') }
t(3) { "café".encode('UTF-16BE').bytes }
t(4) { "café".encode('UTF-32LE').bytesize }
t(5) { "café".encode('UTF-16').bytes }
t(6) { "café".encode('UTF-32').bytes }
t(7) { s.encode('ISO-8859-1') }
t(8) { s.encode('Windows-1252') }
t(9) { s.encode('Windows-1252').bytes }
t(10) { "\x81".force_encoding('Windows-1252').encode('UTF-8') }
t(11) { "\xE9".b.encode('ISO-8859-1') }
t(12) { "caf\xE9".force_encoding('ISO-8859-1').encode('UTF-8') }
t(13) { s.encode('UTF-16LE').encode('ISO-8859-1') }
t(14) { "ab\xE9cd".encode('UTF-16LE') }
t(15) { "ab\xE3a".encode('UTF-16LE') }
t(16) { "ab\xE3\x81".encode('UTF-16LE') }
t(17) { s.encode('ISO-8859-1', undef: :replace) }
t(18) { s.encode('ISO-8859-1', undef: :replace, replace: '*') }
t(19) { "ab\xE9cd".encode('UTF-16LE', invalid: :replace).encode('UTF-8') }
t(20) { "ab\xE9cd".encode('ISO-8859-1', invalid: :replace) }
t(21) { s.encode('US-ASCII', undef: :replace) }
t(22) { s.encode('UTF-16LE').size }
t(23) { s.encode('UTF-16LE').length }
t(24) { s.encode('ISO-8859-1', undef: :replace).size }
t(25) { "\u{1F600}x".encode('UTF-16LE').size }
t(26) { "\u{1F600}x".encode('UTF-16LE') }
t(27) { "abc".encode('UTF-16LE').ascii_only? }
t(28) { "abc".encode('ISO-8859-1').ascii_only? }
t(29) { "abc".encode('UTF-16LE') == "abc" }
t(30) { "abc".encode('ISO-8859-1') == "abc" }
t(31) { "é".encode('ISO-8859-1') == "é" }
t(32) { "a".encode('UTF-16LE') + "b" }
t(33) { "a".encode('ISO-8859-1') + "b" }
t(34) { "é".encode('ISO-8859-1') + "é" }
t(35) { ("é".encode('ISO-8859-1') + "b").encoding }
t(36) { "abc".encode('UTF-16LE').valid_encoding? }
t(37) { "ab\x00".force_encoding('UTF-16LE').valid_encoding? }
t(38) { "\x00\xD8a\x00".force_encoding('UTF-16LE').valid_encoding? }
t(39) { "\x81".force_encoding('Windows-1252').valid_encoding? }
t(40) { "café".encode('ISO-8859-1').encoding.to_s }
t(41) { "café".encode(Encoding::ISO_8859_1).encoding }
t(42) { [Encoding::UTF_16LE, Encoding::Windows_1252, Encoding::CP1252, Encoding::ISO8859_1, Encoding::WINDOWS_1252, Encoding::UTF_32BE, Encoding::UCS_4LE] }
t(43) { "café".encode('UTF-16LE').encode('UTF-8') }
t(44) { "café".encode('UTF-16LE').force_encoding('BINARY') }
t(45) { "café".encode('UTF-16LE').b.force_encoding('UTF-16LE').encode('UTF-8') }
t(46) { "caf\xE9\x00".force_encoding('UTF-16LE') }
t(47) { "x".encode('UTF-16LE').encode }
t(48) { "é".encode('ISO-8859-1').encode('UTF-16BE').bytes }
t(49) { "é".encode('UTF-8', 'ISO-8859-1') }
t(50) { "\xE9".encode('UTF-8', 'ISO-8859-1') }
t(51) { "é".encode('UTF-16LE').upcase }
t(52) { "é".encode('ISO-8859-1').upcase }
t(53) { "abc".encode('UTF-16LE').chars }
t(54) { "abé".encode('ISO-8859-1').chars }
t(55) { "\u20ac".encode('ISO-8859-15').bytes }
t(56) { "\u0416".encode('KOI8-R').bytes }
t(57) { "\u0416".encode('Windows-1251').encode('UTF-8') }
t(60) { "a".encode('bogus') }
t(61) { "ab".force_encoding('UTF-16LE').encode('UTF-8') }
t(62) { "a".force_encoding('UTF-16LE').encode('UTF-8') }
t(63) { "a".encode('UTF-16LE').inspect.encoding }
t(64) { "é".encode('Windows-1252').inspect }
t(65) { "a\u0001\n".encode('UTF-16LE') }
t(66) { Encoding.find('utf-16le') }
t(67) { Encoding.find('latin1') }
t(68) { "\u20ac".encode('ISO-8859-1', fallback: { "\u20ac" => 'EUR' }) }
t(69) { "a\u20acb".encode('ISO-8859-1', xml: :text) }
t(70) { "é".encode('ISO-8859-1').force_encoding('UTF-8').valid_encoding? }
t(71) { "é".encode('ISO-8859-1').hash == "é".encode('ISO-8859-1').hash }
t(72) { "é".encode('UTF-16LE').unpack('v*') }
t(73) { ["é".encode('UTF-16LE')].pack('m0') }
t(74) { "é€".encode('UTF-16LE').encode('UTF-32BE').bytes }
t(75) { "\xff\xfe".force_encoding('UTF-16LE').encode('UTF-8') }
t(76) { "\x00\xdc".force_encoding('UTF-16LE').encode('UTF-8') }
t(77) { "\x00\xd8".force_encoding('UTF-16LE').encode('UTF-8') }
t(78) { "\x00\xd8a\x00".force_encoding('UTF-16LE').encode('UTF-8') }
t(79) { "\x00\x00\x11\x00".force_encoding('UTF-32LE').encode('UTF-8') }
t(80) { "ab\xE9".encode('ISO-8859-1') }
t(81) { "é".encode('ASCII-8BIT') }
t(82) { "é".encode('ISO-8859-1').encode('ASCII-8BIT') }
t(83) { "é".encode('UTF-16LE').encode('US-ASCII') }
t(84) { "é".encode('ISO-8859-1', 'UTF-8', undef: :replace, replace: 'E') }
t(85) { "é".encode('UTF-16LE', undef: :replace).bytes }
t(86) { "\xE9".b.encode('UTF-16LE', undef: :replace).bytes }
t(87) { "\xE9".b.encode('UTF-16LE', invalid: :replace).bytes }
t(88) { x = "é".dup; x.encode!('ISO-8859-1'); [x.encoding, x.bytes] }
t(89) { "é".encode('ISO-8859-1').to_s.encoding }
t(90) { "é".encode('ISO-8859-1').empty? }
t(100) { "\u0100".encode("Windows-1252") }
t(101) { "\u0100".encode("IBM437") }
t(102) { "\x81".force_encoding("Windows-1252").encode("UTF-16LE") }
t(103) { "\xA5".force_encoding("ISO-8859-3").encode("UTF-8") }
t(104) { "\xE9".force_encoding("US-ASCII").encode("UTF-16LE") }
t(105) { "\xE9".force_encoding("US-ASCII").encode("ISO-8859-1") }
t(106) { "\xE9".b.encode("ISO-8859-15") }
t(107) { "\xC0\x80".encode("UTF-16LE") }
t(108) { "\xED\xA0\x80".encode("UTF-16LE") }
t(109) { "\xF4\x90\x80\x80".encode("UTF-16LE") }
t(110) { "\xE0\x80".encode("UTF-16LE") }
t(111) { "\xF0\x9F\x98".encode("UTF-16LE") }
t(112) { "\xF0\x9F\x98a".encode("UTF-16LE") }
t(113) { "\x80abc".encode("UTF-16LE") }
t(114) { "a\u20acb".encode("ISO-8859-1", xml: :attr) }
t(115) { "a<\u20ac>&\"b".encode("US-ASCII", xml: :text) }
t(116) { "a<\u20ac>&\"b".encode("ISO-8859-1", xml: :text) }
t(117) { "\u20ac x".encode("ISO-8859-1", fallback: ->(c) { "<#{c.ord}>" }) }
t(118) { "\u20ac".encode("ISO-8859-1", fallback: {}) }
t(119) { "Grüße €".encode('Windows-1252').encode('UTF-16BE').encode('UTF-8') }
t(120) { "Grüße".encode('ISO-8859-1').upcase.encode('UTF-8') }
t(121) { "Grüße".encode('ISO-8859-1').reverse.bytes }
t(122) { "a,é,b".encode('ISO-8859-1').split(',').map(&:bytes) }
t(123) { "Grüße".encode('UTF-16LE').upcase }
t(124) { "abc".encode('UTF-16LE').include?("b") }
t(125) { "abc".encode('UTF-16LE').include?("b".encode('UTF-16LE')) }
t(126) { "é".encode('ISO-8859-1').center(5, '*').bytes }
t(127) { "é".encode('ISO-8859-1').start_with?("é") }
t(128) { x = "a".encode('UTF-16LE'); x << "b"; x }
t(129) { x = "a".encode('UTF-16LE'); x << "b".encode('UTF-16LE'); x }
t(130) { ("a".encode('ISO-8859-1') + "é".encode('ISO-8859-1')).bytes }
t(131) { Encoding::UTF_16LE.ascii_compatible? }
t(132) { [Encoding::ISO_8859_1.ascii_compatible?, Encoding::UTF_16.dummy?, Encoding::UTF_16LE.dummy?] }
t(133) { "abc".encode('UTF-16LE').encode('ISO-8859-1') }
t(134) { "é\u20ac".encode('UTF-32BE').size }
t(135) { "é".force_encoding('ISO-8859-1').size }
t(136) { "é".force_encoding('UTF-16LE').valid_encoding? }
t(137) { "é".encode('IBM437').bytes }
t(138) { "\u0416".encode('IBM866').bytes }
t(139) { "ü".encode('CP850').bytes }
t(140) { "€".encode('macRoman').bytes }
t(141) { Encoding.find('CP1252') }
t(142) { "é".encode('ISO-8859-1').encode('UTF-8', invalid: :replace, undef: :replace) }
t(143) { "\xE9".force_encoding('ISO-8859-1').scrub }
t(144) { "\x00\xD8".force_encoding('UTF-16LE').scrub }
t(145) { "a\x00\xD8b\x00".force_encoding('UTF-16LE').encode('UTF-8', invalid: :replace) }
t(146) { "abc".encode('UTF-16LE').encode('UTF-16LE') }
t(147) { "café".encode('UTF-16LE').encode('UTF-32LE').bytesize }
t(148) { [ "é".encode('ISO-8859-1') ].inspect }
t(149) { "abc".encode("UTF-16LE").chars }
t(150) { "ab".encode('ISO-8859-1') * 2 }
t(151) { "\x81".force_encoding('Windows-1252').scrub.bytes }
t(152) { "\x81".force_encoding('Windows-1252').encode('Windows-1252', invalid: :replace).bytes }
t(153) { "a'b\"<".encode(xml: :attr) }
t(154) { "a'b\"<".encode('UTF-8', xml: :text) }
t(155) { "é".encode('BINARY', undef: :replace) }
t(156) { "é".b.encode('BINARY') }
t(157) { "é".encode('US-ASCII', 'ASCII-8BIT') }
