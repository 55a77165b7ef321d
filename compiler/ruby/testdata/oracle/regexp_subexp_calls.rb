# Onigmo subexpression calls (\g<name>, \g'name', \g<1>, relative \g<-1>) that are not
# recursive: Punch writes the called group out again (compiler/values/regexp_calls.go);
# the group's capture is the last text it matched. Recursive calls are refused (TestRegexpRecursiveCall).
ident = /\A(?<w>[a-z]+)(?:-\g<w>)*\z/
p ['abc-def-g', 'abc--d', 'a'].map { |s| ident.match?(s) }
p ident.match('abc-def')[:w]
numbered = /\A(\d)(?:,\g<1>)*\z/
p ['1,2,3', '1,,2'].map { |s| numbered.match?(s) }
p numbered.match('1,2,3').to_a
p(/(?<a>x)(?<b>\g<a>y)\g<b>/.match('zxxyxyq').to_a)
p(/(x)(y)\g<-1>\g<-2>/.match('xyyx').to_a)
x = Regexp.new(" (?<d> \\d+ ) # a number (not (a group)\n - \\g<d> ", Regexp::EXTENDED)
p x.match('12-34').to_a
p(/[(]\g<a>(?<a>[)])/.match('()') .to_a)
begin; Regexp.new('(?<a>x)\g<1>'); rescue RegexpError => e; p e; end
begin; Regexp.new('(?<a>x)\g<b>'); rescue RegexpError => e; p e; end
begin; Regexp.new('(x)\g<3>'); rescue RegexpError => e; p e; end
p((/\A(?<i>[a-z]+)(?:=\g<i>)?\z/i =~ 'AbC=dE'))
p 'a1b2'.gsub(/(?<d>\d)/) { $~[:d] * 2 }
p 'k=v;k2=v2'.scan(/(?<k>\w+)=\g<k>/)
p(/\A(?<q>'[^']*')(?:,\g'q')*\z/.match?("'a','b'"))
p(/(?<o>(?<i>[ab])\g<i>)-\g<o>/.match('ab-ba').named_captures)
p(/(?<n>[0-9]) [[:space:]] \g<n>/x.match('1 2').to_a)
p(/(?<n>\d)\k<n>\g<n>/.match('113').to_a)
