# String#lines / #each_line with chomp: true
p "a\nb\r\nc".each_line(chomp: true).to_a, "a\nb\r\nc".lines(chomp: true), "a\nb\n".lines(chomp: true)
p "a--b--c".lines("--", chomp: true), "a--b--c".lines("--"), "x\n".lines(chomp: false), "".lines(chomp: true)
out = []
"l1\nl2\r\n".each_line(chomp: true) { |l| out << l }
p out
