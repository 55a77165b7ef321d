s = "Hello, World"
p s.length, s.upcase, s.downcase, s.swapcase, s.reverse, s[0], s[-1], s[0, 5], s[0..4], s[/W\w+/]
p s.sub("World", "Ruby"), s.gsub(/o/, "0"), s.gsub(/(l+)/) { $1.upcase }, s.tr("lo", "01"), s.delete("l"), s.squeeze
p s.split(", "), s.split(//).first(3), "a,b,,c,,".split(","), "a b  c".split, "a-b_c".split(/[-_]/), "abc".split("", 2)
p s.start_with?("Hell"), s.end_with?("d"), s.include?("lo, W"), s.index("o"), s.rindex("o"), s =~ /W/
p s.center(20, "*"), s.ljust(15, "."), s.rjust(15), "  x  ".strip, " x ".lstrip, " x ".rstrip, "x\n".chomp, "xy".chop
p "%05.2f|%-5s|%x|%o|%e|%s" % [3.14159, "ab", 255, 8, 12345.678, :sym]
p format("%3d%%", 5), "abc" * 3, "a" + "b", "abc" <=> "abd", "a".ord, 98.chr, "abc".bytes, "héllo".chars
p "snake_case_word".split("_").map(&:capitalize).join, "CamelCase".gsub(/([A-Z])/) { "_" + $1.downcase }
p "line1\nline2\nline3".lines, "line1\nline2".each_line.map(&:chomp), "a\tb".expand_tabs rescue p "no expand_tabs"
p "%s and %p" % ["str", "str"], "%-10s|" % "hi", "%+d" % 5, "%.3s" % "abcdef"
t = +"mutable"
t << " string"
t.concat("!")
t.upcase!
t[0] = "m"
p t, t.frozen?, "lit".frozen?, :sym.to_proc.call("x") rescue p $!.class
p "abc".succ, "az".next, "zz".succ, "a9".succ, "Zz".succ
p "hello world".scan(/o./), "a1b22c333".scan(/\d+/), "key=val; k2=v2".scan(/(\w+)=(\w+)/)
m = "John Smith 42".match(/(?<first>\w+) (?<last>\w+) (?<age>\d+)/)
p m[:first], m["last"], m[3], m.pre_match, m.names, m.captures, m.to_a
p "abc".each_char.to_a, "ab".each_char.with_index.map { |c, i| "#{i}#{c}" }
p "test".hash == "test".hash, "a".eql?("a"), "a".equal?("a")
p "%s" % nil, "#{nil}|#{true}|#{1.0}|#{[1, nil]}|#{{a: 1}}"
p "ab\"c\\d\ne\u00e9".inspect, 'single #{x}', "tab\there"
p "123abc".to_i, "0x1A".hex, "777".oct, "12.5kg".to_f, "abc".to_i, "1_000".to_i, "-5".to_i
p "encode".encoding.to_s, "bin".b.encoding.to_s, "é".bytesize, "é".force_encoding("BINARY").bytesize
p "CASE".casecmp("case"), "CASE".casecmp?("case"), "aAbB".count("a-z"), "hello".delete_prefix("he"), "hello".delete_suffix("lo")
p "a%b" % [], "x".between?("a", "z"), "text" =~ /x/, $~[0], "abc".sum rescue p $!.class
p "title case words".split.map(&:capitalize).join(" "), "A".upto("E").to_a
heredoc = <<~EOS
  indented
    more
  back
EOS
p heredoc
raw = <<-'RAW'
    no #{interp} here
    RAW
p raw
p "%-8s%s" % ["key:", "value"], "1,2;3".split(/[,;]/).map(&:to_i).sum
p "a.b.c".partition("."), "a.b.c".rpartition("."), "abc".partition("x"), "k=v=w".rpartition(/=/), "abc".partition(/b/)
s2 = +"hello world"
p s2.slice!(0, 6), s2, s2.slice!(/o/), s2
arr = [1, 2, 3, 4, 5]
p arr.slice!(1, 2), arr, arr.slice!(0), arr, arr.slice!(1..), arr, arr.slice!(9)
p '<a & "b">'.encode(xml: :text), '<a & "b">'.encode(xml: :attr), "x".encode("UTF-8")
p "\x7f".b, "\x7f", "\x01".force_encoding("US-ASCII"), "\x01\x1b\x7f".b, "caf\xC3\xA9".b, "tab\there".b
p "\u2028", "\u{10FFFF}", "\u0378", "\u0085", "\u200B", "a\u00A0b", "\x01\x7f".force_encoding("US-ASCII"), "\xff\x01é".b
p "İstanbul ǅ ß ẖ".downcase, "ﬀ ẘ ǆ ß".upcase, "ǆemal ÉCOLE".capitalize, "ǅ aB ß".swapcase, "\0 a \0".lstrip, " a \0".rstrip, "\0 x \0".strip
