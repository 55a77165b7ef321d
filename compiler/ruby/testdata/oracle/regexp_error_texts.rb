# RegexpError messages of module Ruby's regexps: Onigmo's texts, owned by compiler/values
# (RegexpError.Reason, TestRegexpErrorTexts), with the source as written.
['(', ')', '[a', '*a', 'a{3,2}', '[b-a]', 'a\\', '(?z)', '(?', '\\k<x>', '(a)\\2', '\\xZ', '\\p{Foo}', '\\p{^Nope}',
 '(?<1a>x)', '(?<n', '\\uZZ', '\\u{110000}', '(?<=a+)b', 'x(?i)[y'].each do |s|
  Regexp.new(s)
  puts "ok #{s}"
rescue RegexpError => e
  puts e.message
end
p Regexp.new('\\p{^Greek}x').match?('ax'), Regexp.new('[\\P{^Greek}]').match?('α')
begin
  Regexp.new('(', Regexp::IGNORECASE)
rescue RegexpError => e
  puts e.message
end
begin
  Regexp.new('(?<=a +)b # a comment', Regexp::EXTENDED)
rescue RegexpError => e
  puts e.message
end
p Regexp.new('(?<=a b)c # fixed', Regexp::EXTENDED).match?('abc')
