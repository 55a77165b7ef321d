# String#chr (QA-FORGE-9 G7: simp-simplib's bracketize does x[0].chr): the
# first character as a new unfrozen String in the receiver's encoding.
s = 'été'
p s.chr, s.chr.encoding, s.chr.frozen?, s.chr.equal?(s)
p ''.chr, ''.chr.encoding, ''.b.chr.encoding
p 'abc'.freeze.chr.frozen?
p 'été'.b.chr, 'été'.b.chr.encoding
p 'abc'.force_encoding('US-ASCII').chr.encoding
p "\xff\xfeab".chr, "\xff\xfeab".chr.valid_encoding?
p "\xE2\x82".chr, "\xE2\x82\xAC!".chr
p "\u{1F600}x".chr, "\u{1F600}x".chr.bytesize
begin
  'a'.chr(1)
rescue ArgumentError => e
  p e.message
end
