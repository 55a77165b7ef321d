# Core methods of Ruby 3.1 that module functions call (QA-FORGE-14 S1, S2,
# M1, X1): String#sum, Struct#values_at, Array#intersection/union/difference
# with several arrays, Enumerable#compact, Integer.sqrt and Integer#pow(b,
# mod) of big values, Regexp.last_match by name or negative number.
p "web01.example.com".sum, "web01.example.com".sum % 60, "abc".sum(8), "".sum, "\xff\xff".b.sum(0), "abc".sum(1), "abc".sum(100), "é".sum(64)
p (''.sum('x') rescue $!)
S = Struct.new(:a, :b, :c)
s = S.new(1, 2, 3)
p s.values_at(1), s.values_at(0, 2), s.values_at(0..1), s.values_at(-1), s.values_at
p (s.values_at(5) rescue $!)
p [1, 2].intersection([2], [2, 4]), [1, 2].union([3], [1]), [3, 1].difference([1]), [1, 2, 3].difference([1], [3]), [1].union, [1, 1].intersection, [1, 1].union, [3, 3, 1].difference
p [1, 2, 2, 3].intersection([2, 3, 3], [3, 2]), ([1].intersection(1) rescue $!), ([1] & [1] & [1, 1])
p [1, nil, 2].each.compact, (1..3).each_slice(1).compact, { a: nil }.each.compact, [nil].each.compact
p 2.pow(100, 7), 3.pow(10**30, 10**20 + 7), (-3).pow(3, 5), 3.pow(3, -5), Integer.sqrt(10**20), Integer.sqrt(10**41), Integer.sqrt(24), Integer.sqrt(25.9)
p (2.pow(-1, 5) rescue $!), (2.pow(2, 0) rescue $!), (2.pow(2.0, 5) rescue $!), (Integer.sqrt(-1) rescue $!), (Integer.sqrt(nil) rescue $!), (Integer.sqrt('4') rescue $!)
'key = value # c' =~ /\A(?<k>\w+)\s*=\s*(?<v>[^#]*?)\s*(?:#.*)?\z/
p Regexp.last_match(:k), Regexp.last_match('v'), Regexp.last_match(-1), Regexp.last_match(-2), Regexp.last_match(-3), Regexp.last_match(-4), Regexp.last_match(5), Regexp.last_match(1.9)
p (Regexp.last_match(:zz) rescue $!)
p (Regexp.last_match(nil) rescue $!)
p (Regexp.last_match([1]) rescue $!)
'abc' =~ /b/
p Regexp.last_match(0), Regexp.last_match(-1)
