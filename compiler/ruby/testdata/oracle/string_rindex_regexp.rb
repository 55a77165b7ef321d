p "aaa".rindex(/aa/)
p "abcabc".rindex(/b./)
p "abcabc".rindex(/b./, 3)
p "abcabc".rindex(/b./, -3)
p "héllo héllo".rindex(/é/)
p "aaa".rindex(/a*/)
p "abc".rindex(//)
p "abc".rindex(/x/)
p "abc".rindex(/c\z/, 10)
p "foo bar".rindex(/(?<=o) /)
p "aXbX".rindex(/X/, 2), $~[0]
p "abcabc".rindex("bc", 3), "abcabc".rindex("bc", 4), "abcabc".rindex("bc", -2), "abcabc".rindex("bc", -7)
p "abc".rindex("", 10), "abc".rindex("", 1), "".rindex(""), "".rindex(/x*/)
p "héllo wörld".rindex("ö", 8), "héllo wörld".rindex(/[éö]/, 5), "héllo wörld".rindex(/l+/)
p "a-b-c".rindex(/- # dash
/x), "A-B".rindex(/b/i)
p "key=val=x".rindex(/(?<k>\w+)=/), $~[:k], $~.pre_match, $~.regexp
p "abcabc".rindex(/x/), $~
p "abc".rindex(/b/, -10), $~
p "aaa".rindex(/a/, 1.9)
p "xyz".rindex(/\Gy/) rescue p $!
p "line1\nline2".rindex(/^l/), "ab".rindex(/$/)
begin; "abc".rindex(:b); rescue TypeError => e; p e.message; end
p "xyz".rindex(/\Gz/), "xyz".rindex(/\G/), "xyz".rindex(/y\G/, 2), "xyz".rindex(/\Gy/, 1), "a\\Gb".rindex(/\\G/)
b = "\xff\xfeab\xffa".b
p b.rindex("\xff".b), b.rindex("\xff".b, 3), b.rindex("a"), b.rindex("a", -2), b.rindex(/a/), b.rindex(/a/, 4)
