# StringIO as module code uses it (wmflib's compile_redirects, config builders).
# Recorded by record.sh with Ruby 3.1; run through Punch's runtime by stringio_test.go.
def show(label)
  r = yield
  puts "#{label}: #{r.inspect}"
rescue Exception => e
  puts "#{label}: #{e.class}: #{e.message}"
end

io = StringIO.new
show('new string') { [io.string, io.string.encoding.to_s, io.pos, io.lineno, io.eof?] }
show('puts') { io.puts('a', ['b', ['c']], nil, 1, "d\n", :e) }
show('puts none') { io.puts }
show('print') { io.print('x', 2, nil, :y) }
show('write') { io.write('w1', 'w2', 3) }
show('<<') { (io << 'l' << 5).class }
show('printf') { io.printf("%05.1f|%-3s|%d\n", 3.14159, 'ab', 7) }
show('putc') { [io.putc('xyz'), io.putc(65)] }
show('string') { io.string }
show('pos') { [io.pos, io.tell, io.size, io.length] }
show('eof at end') { io.eof? }
show('read at end') { [io.read, io.read(3), io.read(0)] }
show('rewind') { io.rewind }
show('gets') { [io.gets, io.lineno, io.gets, io.lineno] }
show('read 3') { r = io.read(3); [r, r.encoding.to_s] }
show('read rest') { r = io.read; [r, r.encoding.to_s, io.eof?, io.eof] }
show('gets at end') { io.gets }
io.rewind
show('each_line') { a = []; r = io.each_line { |l| a << l }; [a.size, a.first, a.last, r.equal?(io)] }
io.rewind
show('each_line chomp') { a = []; io.each_line(chomp: true) { |l| a << l }; a.first(4) }
io.rewind
show('each') { a = []; io.each { |l| a << l }; a.size }
io.rewind
show('each_line enum') { io.each_line.to_a.size }
io.rewind
show('readlines') { io.readlines.first(3) }
io.rewind
show('readlines chomp') { io.readlines(chomp: true).first(3) }
show('readline at end') { io.readline }

s = +"one\ntwo\r\nthree"
io = StringIO.new(s)
show('shares string') { io.string.equal?(s) }
show('gets sep') { io.gets('t') }
show('gets nil') { io.gets(nil) }
io.rewind
show('gets limit') { [io.gets(2), io.gets(10), io.gets('', 0)] }
io.rewind
show('gets chomp crlf') { [io.gets(chomp: true), io.gets(chomp: true), io.gets(chomp: true), io.gets(chomp: true)] }
io.rewind
show('readline') { io.readline }
show('getc') { [io.getc, io.getc] }
io.pos = 0
show('overwrite') { io.write('ON'); [s, io.pos] }
show('pos past end') { io.pos = 20; io.write('!'); [s, s.bytesize] }
show('seek') { [io.seek(2), io.pos, io.seek(-3, IO::SEEK_END), io.pos, io.seek(1, IO::SEEK_CUR), io.pos] }
show('pos= negative') { io.pos = -1 }
show('truncate') { [io.truncate(5), s] }
show('truncate longer') { [io.truncate(7), s] }
show('lineno=') { io.lineno = 10; io.gets; io.lineno }

p_io = StringIO.new(+"para one\nline\n\n\n\npara two\n\nend")
show('paragraphs') { [p_io.gets(''), p_io.gets(''), p_io.gets(''), p_io.gets('')] }
p_io.rewind
show('paragraph chomp') { p_io.gets('', chomp: true) }

show('utf8') { u = StringIO.new(+'été'); [u.getc, u.read(1), u.read, u.pos] }
show('utf8 gets limit') { StringIO.new(+"éé\n").gets(1) }
show('frozen read-only') { f = StringIO.new('frozen'.freeze); [f.read, f.closed_write?] }
show('frozen write') { f = StringIO.new('frozen'.freeze); f.write('x') }
show('frozen w mode') { StringIO.new('frozen'.freeze, 'w') }
show('mode r write') { StringIO.new(+'abc', 'r').write('x') }
show('mode w truncates') { t = +'abc'; w = StringIO.new(t, 'w'); w.write('z'); [t, w.closed_read?] }
show('mode w read') { StringIO.new(+'abc', 'w').read }
show('mode a') { t = +'abc'; a = StringIO.new(t, 'a'); a.pos = 0; a.write('z'); [t, a.pos] }
show('mode r+') { t = +'abc'; a = StringIO.new(t, 'r+'); a.write('z'); [t, a.read] }
show('bad mode') { StringIO.new(+'abc', 'q') }
show('new non-string') { StringIO.new(5) }
show('read negative') { StringIO.new(+'abc').read(-1) }

c = StringIO.new(+'abc')
show('close') { [c.close, c.closed?, c.closed_read?, c.closed_write?] }
show('read closed') { c.read }
show('write closed') { c.write('x') }
show('gets closed') { c.gets }
show('eof closed') { c.eof? }
show('string closed') { c.string }
d = StringIO.new(+'abc')
show('close_write') { [d.close_write, d.closed?, d.read] }
show('close_write again') { d.close_write }
show('close_read') { [d.close_read, d.closed?] }

show('open block') { StringIO.open { |b| b.puts 'in block'; b.rewind; b.read } }
kept = nil
show('open block closes') { StringIO.open(+'x') { |b| kept = b; 1 }; [kept.closed?, kept.string] }
show('open no block') { o = StringIO.open(+'q'); [o.class, o.read] }
show('string=') { o = StringIO.new(+'abc'); o.read; o.string = +'new'; [o.pos, o.read] }
show('io answers') { o = StringIO.new; [o.sync, o.flush.equal?(o), o.fileno, o.isatty, o.tty?, o.fsync, o.binmode.equal?(o)] }
show('is_a') { [StringIO.new.is_a?(StringIO), StringIO.ancestors.include?(Enumerable)] }
