# csv (module code requires it): parsing, errors, converters, headers, CSV::Row/Table, writing.
require 'csv'
show('parse_line') { [CSV.parse_line('a,"b,c",d'), CSV.parse_line('a,,"",d'), CSV.parse_line(''), CSV.parse_line(','), "a,b".parse_csv] }
show('parse') { [CSV.parse("x,y\n1,2\n"), CSV.parse("a,b\r\nc,d\r\n"), CSV.parse("a\rb\rc"), CSV.parse("a,b,\n,\n")] }
show('blank lines') { [CSV.parse("a,b\n\nc,d\n"), CSV.parse("a,b\n\nc,d\n", skip_blanks: true), CSV.parse("x\n\n"), CSV.parse("\n"), CSV.parse('')] }
show('quotes') { [CSV.parse("\"a\"\"b\",\"\"\"\""), CSV.parse("a,\"b\nc\",d\n")] }
show('seps') { [CSV.parse_line("a\tb", col_sep: "\t"), CSV.parse_line('a||b||c', col_sep: '||'), CSV.parse_line("'a,b',c", quote_char: "'"), CSV.parse("a;b\nc;d", col_sep: ';'), CSV.parse_line('a b', col_sep: ' ')] }
show('strip') { [CSV.parse_line(' "a" ,b', strip: true), CSV.parse_line(' , b ,"c" ', strip: true), CSV.parse(' a , b ', strip: true)] }
show('liberal') { [CSV.parse_line('"a"b', liberal_parsing: true), CSV.parse_line('a"b"c,d', liberal_parsing: true), CSV.parse_line('a,"b"x",c', liberal_parsing: true), CSV.parse_line('"a,b"c,d', liberal_parsing: true)] }
show('unclosed') { CSV.parse_line('a,"b') }
show('after quote') { CSV.parse_line('a,"b"c') }
show('illegal') { CSV.parse_line('a,b"c"') }
show('newline') { CSV.parse("a,b\r\nc\nd") }
show('unclosed 3') { CSV.parse("a,b\n\"x\ny\nz\",w\nq,\"r") }
show('illegal 3') { CSV.parse("a,b\n\"x\ny\nz\",w\nq,r\"") }
show('cr') { CSV.parse_line("a\rb\nc", row_sep: "\n") }
show('row_sep crlf') { CSV.parse("a,b\n", row_sep: "\r\n") }
show('error fields') { e = (CSV.parse("a\n\"b") rescue $!); [e.class, e.class.superclass, e.line_number, e.lineno, e.message] }
show('first row only') { CSV.parse_line("a,b\n\"x") }
show('rows before error') { r = []; (CSV.parse("a\nb\n\"c") { |x| r << x } rescue r << $!.message); r }
show('numeric') { CSV.parse("1,0x1A,1_000,1e3,-2,+3, 4 ,0b11,abc,\"5\",,\"\"", converters: :numeric) }
show('integer float') { [CSV.parse_line('1,2.5,x', converters: :integer), CSV.parse_line('1,2.5,x', converters: :float), CSV.parse_line('1,2.5', converters: [:float, :integer])] }
show('custom converter') { CSV.parse_line('a,b', converters: ->(f) { f.upcase }) }
show('date') { CSV.parse_line('2024-01-02,x', converters: :date).map(&:to_s) }
show('nil empty') { CSV.parse_line('"1",2,,""', converters: :numeric, nil_value: 0, empty_value: 9) }
show('skip_lines') { [CSV.parse("#c\na,b\n#d\n", skip_lines: /\A#/), CSV.parse("#c\na\n", skip_lines: '#')] }
t = CSV.parse("h1,h2\n1,2\n3,4\n", headers: true)
show('table') { [t.class, t.headers, t.size, t.length, t.mode, t.to_a, t.to_s, t.inspect] }
show('table index') { [t[0], t[0].to_h, t['h1'], t[1]['h2'], t[0..1].map(&:fields), t.values_at(0, 1).size] }
show('table by') { [t.by_col[0], t.by_col['h2'], t.by_row[1].to_h, t.by_col.each.to_a, t.each.to_a.size] }
show('table map') { t.map { |r| r['h1'].to_i + r['h2'].to_i } }
show('table select') { t.select { |r| r['h1'] == '3' }.map(&:to_h) }
show('table dig') { [t.dig(0, 'h1'), t.dig(1, 1)] }
r = t[0]
show('row') { [r['h1'], r[1], r.fields, r.headers, r.to_s, r.inspect, r.size, r.to_a, r.field('h2'), r.fetch('h1'), r.header?('h1'), r.include?('zz'), r.field?('2')] }
show('row fetch') { [r.fetch('zz', 0), r.fetch('zz') { |h| h * 2 }, (r.fetch('zz') rescue $!.class)] }
show('row each') { a = []; r.each { |h, f| a << "#{h}=#{f}" }; [a, r.each_pair.to_a, r.map { |h, f| f }] }
show('row set') { x = r.dup; x['h3'] = 'n'; x['h1'] = 'z'; x << 'extra'; [x.to_h, x.headers, x.fields, r.fields] }
show('row delete') { x = t[1].dup; [x.delete('h1'), x.fields, x.delete(0), x.fields] }
show('row eq') { [r == t[0], r == [['h1', '1'], ['h2', '2']], r.values_at('h2', 'h1')] }
show('row dup headers') { CSV.parse("a,a,b\n1,2,3\n", headers: true)[0].then { |x| [x['a'], x['a', 1], x.to_h, x.index('a', 1)] } }
show('short long rows') { CSV.parse("a,b\n1\n1,2,3\n", headers: true).map { |x| [x.headers, x.fields] } }
show('headers array') { CSV.parse("1,2\n3,4\n", headers: %w[x y]).map(&:to_h) }
show('headers string') { CSV.parse("1,2\n", headers: 'x,y').map(&:to_h) }
show('return_headers') { CSV.parse("a,b\n1,2\n", headers: true, return_headers: true).map { |x| [x.header_row?, x.fields] } }
show('header converters') { [CSV.parse("A B,c-d\n1,2\n", headers: true, header_converters: :symbol).map(&:to_h), CSV.parse("A,B\n1,2\n", headers: true, header_converters: :downcase)[0].to_h] }
show('symbol inspect') { CSV.parse("a,b\n1,2\n", headers: true, header_converters: :symbol)[0].inspect }
show('headers + converters') { CSV.parse("n,v\nx,1\n", headers: true, converters: :numeric)[0].to_h }
show('empty headers table') { [CSV.parse('', headers: true).headers, CSV.parse('', headers: true).to_a] }
show('parse_line headers') { [CSV.parse_line('a,b', headers: true), CSV.parse_line("a,b\n1,2", headers: true)] }
show('block') { out = []; CSV.parse("a,b\nc,d\n") { |row| out << row.join('-') }; out }
show('block headers') { out = []; CSV.parse("k,v\nx,1\n", headers: true) { |row| out << row.to_h }; out }
show('to_csv') { ['a', 'b c', 'd"e', nil, '', ' x', "y\n", '1,2', 3, :s, 1.5].to_csv }
show('generate_line') { [CSV.generate_line(%w[a b], col_sep: ';'), CSV.generate_line(['a', nil], force_quotes: true), CSV.generate_line(['', nil], quote_empty: false), CSV.generate_line(%w[a b], row_sep: "\r\n")] }
show('generate') { CSV.generate { |csv| csv << %w[h1 h2]; csv << [1, 'x,y']; csv.add_row([nil, '']) } }
show('generate append') { CSV.generate(+"old\n") { |csv| csv << [1] } }
show('generate hash row') { CSV.generate(headers: %w[a b], write_headers: true) { |csv| csv << { 'b' => 2, 'a' => 1 } } }
show('instance') { c = CSV.new("a,b\n1,2\n"); [c.shift, c.readline, c.shift, c.lineno] }
show('instance read') { CSV.new("a,b\n1,2\n", headers: true).read.to_a }
show('instance each') { CSV.new("x\ny\n").each.to_a }
show('new nil') { CSV.new(nil) }
show('io') { CSV.new(StringIO.new("p,q\n")).read }
show('row table to_csv') { [t.to_csv(write_headers: false), t[0].to_csv(col_sep: ';')] }
show('table push') { x = CSV.parse("a,b\n1,2\n", headers: true); x << [3, 4]; x.push(CSV::Row.new(%w[a b], [5, 6])); [x.size, x['a'], x.to_s] }
show('table delete') { x = CSV.parse("a,b\n1,2\n3,4\n", headers: true); [x.delete(0).fields, x.delete('b'), x.to_a] }
show('table set') { x = CSV.parse("a,b\n1,2\n3,4\n", headers: true); x['c'] = 'z'; x[0] = [9, 9]; x.to_a }
show('table eq') { CSV.parse("a\n1\n", headers: true) == CSV.parse("a\n1\n", headers: true) }
show('row new') { CSV::Row.new(%w[a b], [1]).to_h }
show('row new more fields') { CSV::Row.new(%w[a], [1, 2]).to_a }
show('encoding') { CSV.parse("\u00e9,\u00fc").first.map(&:encoding) }
show('binary') { CSV.parse("a,\"\xff\"\n".b).first.map(&:encoding) }
show('foreach') { CSV.foreach('/nonexistent.csv').to_a }
show('malformed new') { CSV::MalformedCSVError.new('Bad', 4).message }
show('bad converter') { CSV.parse_line('a', converters: :nope) }
show('col_sep empty') { CSV.parse_line('a', col_sep: '') }
show('quote_char long') { CSV.parse_line('a', quote_char: '""') }
