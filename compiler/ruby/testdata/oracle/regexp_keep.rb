# Onigmo's \K: the match starts where \K was passed; every consumer sees
# the moved start ($~, $&, pre_match, sub/gsub, scan, split, index, =~).
p 'foobar'.sub(/foo\Kbar/, 'X')
p 'foobar'.gsub(/o\K/, '-')
p 'aaa'.gsub(/a\K/, '-')
p 'ab'.scan(/a\K|b/)
p 'a,b,,c'.split(/,\K/)
p 'xfoobar' =~ /foo\Kbar/
p 'xfoobar'.index(/foo\Kbar/)
p 'xfoobar'.rindex(/foo\Kbar/)
m = 'xab'.match(/(a)\Kb/)
p [m.pre_match, m[0], m[1], m.begin(0), m.end(0), m.begin(1), m.offset(0), m.post_match, m.to_a]
'zfoobarz' =~ /foo\Kbar/
p [$~[0], $`, $', $&]
p 'abab'.match(/(?:a\K)*b/).offset(0)
p 'aab'.match(/(?:a\K)+c|a/).offset(0)
p 'ab'.match(/(?>a\K)x|ab/).offset(0)
p 'ab'.match(/(?<=a\K)b/).offset(0)
p 'ab'.match(/(?<=\Ka)b/)&.offset(0)
p 'ab'.match(/a(?=b\K)/)&.offset(0)
p 'ac'.match(/a(?!b\K)/)&.offset(0)
p 'price: 42 EUR'[/price: \K\d+/]
p 'key = value'.slice(/=\s*\K.*/)
p 'a1b2c3'.gsub(/[a-z]\K\d/) { |d| (d.to_i * 2).to_s }
p 'foo.bar.baz'.sub(/.*\.\K/, '')
p 'hello world'.match?(/hello \Kworld/)
p 'aaa'.scan(/a\Ka/)
p 'path/to/file.txt'.partition(/.*\/\K/)
p 'path/to/file.txt'.rpartition(/\/\K/)
p 'x-y'.tr('-', '_').sub(/x\K_/, '+')
p 'one two'.start_with?(/one \K/)
p(/(?<k>\w+)=\K(?<v>\w+)/.match('k=v').named_captures)
p 'foobar'.sub!(/foo\K/, '!')
p 'ab'.each_char.map { |c| c =~ /\K./ }
