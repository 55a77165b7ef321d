# Library behaviour current Forge modules rely on (QA-FORGE-2 findings G4, G11).
["test.", ".profile", ".profile.sh", "a/b.c/", "a.b.c", "..", "...", "a..", "x/.y.", "foo", "foo.rb",
 "/a/.b", "a.b/c", ".a.", "a. ", "a.b ", "/", "", "a/", "dir.d/file"].each { |s| puts "#{s.inspect} #{File.extname(s).inspect}" }
['<a href="x">&\'</a> é', "plain", "q'\"", ""].each do |s|
  puts s.encode(xml: :attr)
  puts s.encode(xml: :text)
end
# String#upto and Ranges of Strings (QA-FORGE-2 G9: stdlib's range('1.5', '3'))
[["1.5", "3"], ["a", "e"], ["e", "a"], ["08", "11"], ["9", "11"], ["az", "bc"], ["a", "a"], ["1", "1"], ["ab", "a"], ["x9", "y2"], ["A", "c"], ["0.1", "0.3"]].each do |b, e|
  puts "#{b}..#{e} #{(b..e).to_a.inspect} #{(b...e).to_a.inspect} #{b.upto(e).to_a.inspect} #{b.upto(e, true).to_a.inspect}"
end
# String#crypt (QA-FORGE-2 G7: stdlib's pw_hash outside Debian's 8.5 file)
puts "secret".crypt("$6$salt$"), "pw".crypt("$5$rounds=1000$abc$"), "pw".crypt("$1$abc$"), "pw".crypt("$6$sa!lt$")
begin
  "pw".crypt("a")
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
