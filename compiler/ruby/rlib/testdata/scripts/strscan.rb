# StringScanner as module code uses it (Puppet has strscan loaded).
s = StringScanner.new("key=value; k2=v2\nline2 é x")
show('scan') { [s.scan(/\w+/), s.pos, s.matched, s.pre_match, s.post_match, s[0], s.matched_size, s.matched?] }
show('no match') { [s.scan(/zz/), s.matched?, s.matched, s[0], s.pre_match] }
show('until') { [s.skip(/=/), s.check(/\w+/), s.pos, s.scan_until(/;/), s.pre_match, s.matched, s.pos] }
show('lines') { [s.skip_until(/\n/), s.bol?, s.peek(5), s.getch, s.matched, s.rest, s.rest_size, s.eos?] }
show('full') { [s.exist?(/é/), s.search_full(/é/, false, true), s.pos, s.scan_full(/\w+/, true, false), s.pos, s.charpos] }
show('named') { s.pos = 0; [s.scan(/(?<k>\w+)=(?<v>\w+)/), s[:k], s['v'], s[1], s.captures, s.values_at(0, 2), s.size] }
show('bad name') { s[:nope] }
show('unscan') { s.unscan; [s.pos, s.matched?] }
show('unscan twice') { s.unscan }
show('terminate') { s.terminate; [s.eos?, s.rest, s.scan(/x/), s.rest?] }
show('reset') { s.reset; [s.pos, s.match?(/key/), s.pos, s.match?(/zz/), s.bol?] }
t = StringScanner.new('héllo wörld')
show('multibyte') { [t.scan(/h./), t.pos, t.charpos, t.scan_until(/ö/), t.pos, t.charpos, t.pre_match, t.post_match, t.rest_size] }
show('pos=') { t.pos = 1; [t.pos, t.charpos, t.scan(/é/)] }
show('pos= bad') { t.pos = 99 }
show('pos= negative') { t.pos = -3; [t.pos, t.rest] }
show('type') { StringScanner.new('a').scan(5) }
show('until string') { StringScanner.new('abc').scan_until('b') }
u = StringScanner.new('ab')
show('strings') { [u.scan('a'), u.pos, u.scan('x'), u.string, (u << 'cd').string, u.scan(/bcd/), u.eos?] }
show('empty') { [StringScanner.new('').scan(//), StringScanner.new('ab').peek(10), StringScanner.new('ab').getch, StringScanner.new('').getch] }
show('extended') { v = StringScanner.new('a b'); [v.scan(/a # letter a
  \s/x), v.pos, v.scan(/ (?# inline) b/x)] }
show('bol') { w = StringScanner.new("a\nb"); w.scan(/a\n/); [w.beginning_of_line?, w.scan(/^b/)] }
show('group out of range') { x = StringScanner.new('abc'); x.scan(/a/); [x[5], x[-1], x.size] }
show('error class') { [StringScanner::Error.ancestors.first(3), StringScanner::Version] }
show('string=') { y = StringScanner.new('abc'); y.scan(/ab/); y.string = 'xyz'; [y.pos, y.matched?, y.scan(/x/)] }
show('lexer') { z = StringScanner.new('name = "value" # note'); toks = []; until z.eos?; if z.skip(/\s+/) then next elsif (w = z.scan(/\w+/)) then toks << [:word, w] elsif (q = z.scan(/"[^"]*"/)) then toks << [:str, q[1..-2]] elsif z.scan(/#.*/) then toks << [:comment, z.matched] else toks << [:op, z.getch] end; end; toks }
