# String#index with a start position (characters, negative from the end) for a String and a
# Regexp pattern; the start is converted before the pattern is looked at.
s = "héllo wörld"
p s.index("l"), s.index("l", 3), s.index("l", -2), s.index("l", -20), s.index("l", 11), s.index("l", 12)
p s.index(/o/), s.index(/o/, 5), s.index(/ö/, -5), s.index(/x/, 2), s.index(/l/, 99)
p $~ && $~[0]
p s.rindex("l"), s.rindex(/o/), $~ && $~.begin(0)
begin
  s.index(5, "x")
rescue TypeError => e
  p e.message
end
begin
  s.index(5)
rescue TypeError => e
  p e.message
end
