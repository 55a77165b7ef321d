# Regexp matching from a position on a non-ASCII string: the position counts characters (QA-FORGE-5 R3).
s = "héllo wörld"
p s.match(/l+/, 2)[0], /l/.match(s, 3).begin(0), s.match?(/o/, 4), s =~ /l/, s.index(/l/, 3), s.match(/l+/, -3)
p s.index(/ö/, 2), s.index(/o/, -4), s.index(/l/, 20), s.index(/x/, 1), /ö/.match(s, 8), /ö/.match(s, 7).pre_match
p s.match(/(?<w>w.r)/, 5)[:w], s.match(/l/, 11), s.match(/\z/, 11).begin(0)
p s.match(/l/, -30), s.match?(/l/, -30), /l/.match(s, -2), /l/.match?(s, 30), s.match(/d/, -1)
