# String#unicode_normalize, unicode_normalize! and unicode_normalized? in
# the four forms, with the errors Ruby 3.1 raises.
p "e\u0301".unicode_normalize(:nfc).length
p "\u00e9".unicode_normalize(:nfd).length
p "\u00e9".unicode_normalize(:nfd).bytes
p "\uFB01".unicode_normalize(:nfkc)
p "\uFB01".unicode_normalize(:nfkd)
p "\u00c5\u212b".unicode_normalize
p "\u1e9b\u0323".unicode_normalize(:nfkc).codepoints
p "\u1e9b\u0323".unicode_normalize(:nfd).codepoints
p "caf\u00e9".unicode_normalized?
p "cafe\u0301".unicode_normalized?
p "cafe\u0301".unicode_normalized?(:nfd)
p "\u00bd".unicode_normalized?(:nfkc)
p "\u00bd".unicode_normalize(:nfkd)
s = +"Ame\u0301lie"
p s.unicode_normalize!.equal?(s), s, s.length
p "abc".unicode_normalize.frozen?
p "abc".force_encoding("US-ASCII").unicode_normalize.encoding
p "abc".force_encoding("US-ASCII").unicode_normalized?(:nfkd)
p "\uAC00".unicode_normalize(:nfd).codepoints
p "\u1100\u1161".unicode_normalize(:nfc).codepoints
[[:foo], ["nfc"]].each do |args|
  begin
    "a".unicode_normalize(*args)
  rescue => e
    p e
  end
end
["\xff".b, "abc".b].each do |x|
  begin
    x.unicode_normalize
  rescue => e
    p e
  end
end
begin
  "\xff".unicode_normalize
rescue => e
  p e
end
begin
  "x".freeze.unicode_normalize!
rescue => e
  p e.class
end
p "h\u00e9\u{1F600}".codepoints, "\xffa".b.codepoints
"ab".each_codepoint { |c| p c }
p "x\u00e9".each_codepoint.to_a
begin
  "a\xff".codepoints
rescue => e
  p e
end
