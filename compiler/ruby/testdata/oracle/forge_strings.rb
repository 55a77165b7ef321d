# Library behaviour current Forge modules rely on (QA-FORGE-2 findings G4, G11).
["test.", ".profile", ".profile.sh", "a/b.c/", "a.b.c", "..", "...", "a..", "x/.y.", "foo", "foo.rb",
 "/a/.b", "a.b/c", ".a.", "a. ", "a.b ", "/", "", "a/", "dir.d/file"].each { |s| puts "#{s.inspect} #{File.extname(s).inspect}" }
['<a href="x">&\'</a> é', "plain", "q'\"", ""].each do |s|
  puts s.encode(xml: :attr)
  puts s.encode(xml: :text)
end
