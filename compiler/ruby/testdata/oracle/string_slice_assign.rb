# String#[]= with a Regexp (group number or name), start and length, a Range
s = "hello world"; s[/world/] = "there"; p s
s = "key = value"; s[/(\w+) = (\w+)/, 2] = "other"; p s, $~[1]
s = "abcdef"; s[1, 3] = "X"; p s
s = "abcdef"; s[1..2] = "YY"; p s
s = "abc"; begin; s[/z/] = "q"; rescue => e; p e.class, e.message; end
s = "abc"; s[3, 0] = "Z"; p s
s = "abc"; begin; s[4, 0] = "Z"; rescue => e; p e.class, e.message; end
s = "abc"; s[-2, 1] = "Q"; p s
s = "abc"; begin; s[1, -1] = "Z"; rescue => e; p e.class, e.message; end
s = "abc"; s[1..] = "Z"; p s
s = "abc"; begin; s[5..6] = "Z"; rescue => e; p e.class, e.message; end
s = "héllo"; s[1, 2] = "E"; p s
s = "k=v"; s[/(?<key>\w+)=/, "key"] = "K"; p s
s = "abc"; begin; s[/(b)/, 2] = "x"; rescue => e; p e.class, e.message; end
s = "abcdef"; s[2...-1] = ""; p s
s = "abc"; s[1, 10] = "!"; p s
s = "abc"; s[-1..] = "Z"; p s
s = "abc"; s[/(x)?b/, 0] = "B"; p s
s = "abc"; begin; s[/(x)?b/, 1] = "B"; rescue => e; p e.class, e.message; end
s = "abc"; begin; s[/(b)/, -2] = "x"; rescue => e; p e.class, e.message; end
s = "abc"; s[/(b)/, -1] = "x"; p s
s = "abc".freeze; begin; s[0, 1] = "x"; rescue => e; p e.class; end
