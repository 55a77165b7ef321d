# Reading files as Ruby's IO does (QA-FORGE-12 L12, L13): IO.read/binread/readlines/foreach, File.open modes and
# encodings (binary mode reads ASCII-8BIT), and an open File's line, byte and character methods, positions and
# line numbers. testdata/iofiles holds the files read.
dir = File.expand_path(%w[../iofiles testdata/iofiles].find { |d| Dir.exist?(d) })
path = File.join(dir, 'sample.txt')
para = File.join(dir, 'para.txt')
bom = File.join(dir, 'bom.txt')
t = lambda do |k, &blk|
  v = begin
    blk.call.inspect
  rescue StandardError => e
    "#{e.class}: #{e.message.gsub(dir, 'DIR')}"
  end
  puts "#{k} => #{v}"
end
t.('IO.binread') { IO.binread(path) }
t.('IO.binread enc') { IO.binread(path).encoding }
t.('IO.binread len off') { IO.binread(path, 3, 2) }
t.('IO.binread off past') { IO.binread(path, 3, 100) }
t.('IO.binread bad off') { IO.binread(path, 1, -1) }
t.('IO.binread empty') { IO.binread('/dev/null').encoding }
t.('IO.binread missing') { IO.binread(path + '.missing') }
t.('IO.read') { IO.read(path) }
t.('IO.read enc') { IO.read(path).encoding }
t.('IO.read len') { IO.read(path, 3) }
t.('IO.read len enc') { IO.read(path, 3).encoding }
t.('IO.read len off') { IO.read(path, 2, 1) }
t.('IO.read off') { IO.read(path, nil, 14) }
t.('IO.read off enc') { IO.read(path, nil, 14).encoding }
t.('IO.read len 0') { IO.read(path, 0) }
t.('IO.read len big') { IO.read(path, 1000).size }
t.('IO.read off past') { IO.read(path, nil, 100) }
t.('IO.read len past') { IO.read(path, 1, 100) }
t.('IO.read empty len') { IO.read('/dev/null', 4) }
t.('IO.read mode rb') { IO.read(path, mode: 'rb').encoding }
t.('IO.read binmode') { IO.read(path, binmode: true).encoding }
t.('IO.read encoding') { IO.read(path, encoding: 'ASCII-8BIT').encoding }
t.('IO.read r:bin') { IO.read(path, mode: 'r:BINARY').encoding }
t.('IO.read kw len') { IO.read(path, 3, 1, mode: 'rb') }
t.('IO.read unknown kw') { IO.read(path, foo: 1) }
t.('IO.read bad off') { IO.read(path, 2, -1) }
t.('IO.read bad len') { IO.read(path, -2) }
t.('IO.read dir') { IO.read('/') }
t.('File.read missing') { File.read(path + '.missing') }
t.('File.read pipe') { File.read('|echo hi') }
t.('File.read mode rb') { File.read(path, mode: 'rb').encoding }
t.('File.read bom') { File.read(bom, mode: 'r:BOM|UTF-8') }
t.('File.read no bom') { File.read(bom).bytesize }
t.('IO.readlines') { IO.readlines(path) }
t.('IO.readlines chomp') { IO.readlines(path, chomp: true) }
t.('IO.readlines limit') { IO.readlines(path, 4) }
t.('IO.readlines sep limit') { IO.readlines(path, 'e', 3) }
t.('IO.readlines nil limit') { IO.readlines(path, nil, 5) }
t.('IO.readlines nil chomp') { IO.readlines(path, nil, chomp: true) }
t.('IO.readlines crlf chomp') { IO.readlines(path, "\r\n", chomp: true) }
t.('IO.readlines para') { IO.readlines(para, '') }
t.('IO.readlines para chomp') { IO.readlines(para, '', chomp: true) }
t.('IO.readlines para limit') { IO.readlines(para, '', 2) }
t.('IO.readlines limit 0') { IO.readlines(path, 0) }
t.('IO.readlines missing') { IO.readlines(path + '.missing') }
t.('File.readlines rb') { File.readlines(path, mode: 'rb').map(&:encoding).uniq }
t.('IO.foreach') { IO.foreach(path).to_a }
t.('IO.foreach class') { IO.foreach(path).class }
t.('IO.foreach block') { a = []; IO.foreach(path) { |l| a << l.size }; a }
t.('IO.foreach value') { IO.foreach(path) { |l| l } }
t.('IO.foreach sep chomp') { IO.foreach(path, 'e', chomp: true).to_a }
t.('IO.foreach missing') { IO.foreach(path + '.missing').to_a }
t.('IO.foreach missing lazy') { IO.foreach(path + '.missing').class }
t.('File.foreach chomp') { File.foreach(path, chomp: true).to_a }
t.('File.open rb') { File.open(path, 'rb') { |f| f.read }.encoding }
t.('File.open rb readline') { File.open(path, 'rb') { |f| f.readline.encoding } }
t.('File.open r:binary') { File.open(path, 'r:binary') { |f| f.read }.encoding }
t.('File.open rb:UTF-8') { File.open(path, 'rb:UTF-8') { |f| f.read.encoding } }
t.('File.open r:utf-8') { File.open(path, 'r:utf-8') { |f| f.read.encoding } }
t.('File.open rt') { File.open(path, 'rt') { |f| f.read.encoding } }
t.('File.open r+') { File.open(path, 'r+') { |f| f.read(2) } }
t.('File.open mode kw') { File.open(path, mode: 'rb') { |f| f.read.encoding } }
t.('File.open external_encoding kw') { File.open(path, external_encoding: 'ASCII-8BIT') { |f| f.read.encoding } }
t.('File.open RDONLY') { File.open(path, File::RDONLY) { |f| f.read(2) } }
t.('File.open perm') { File.open(path, 'r', 0o644) { |f| f.read(1) } }
t.('File.open bad mode') { File.open(path, 'q') }
t.('File.open mode twice') { File.open(path, 'r', mode: 'r') }
t.('File.open text and bin') { File.open(path, binmode: true, mode: 'rt') }
t.('File.open block value') { File.open(path) { |f| 42 } }
t.('File.open block closes') { x = File.open(path) { |f| f }; x.closed? }
t.('File.open dir') { File.open('/') { |f| 1 } }
t.('File.open dir read') { File.open('/') { |f| f.read } }
t.('File.open missing') { File.open(path + '.missing') }
t.('File.new readline') { f = File.new(path); l = [f.readline, f.readline, f.readline]; f.close; l }
t.('File.new mode') { f = File.new(path, 'rb'); r = f.read.encoding; f.close; r }
t.('File.new kw') { f = File.new(path, mode: 'r', binmode: true); r = f.read.encoding; f.close; r }
t.('File.new closed?') { File.new(path).closed? }
t.('read n') { File.open(path) { |f| [f.read(3), f.read(3).encoding, f.read.encoding, f.read, f.read(1)] } }
t.('read outbuf') { File.open(path) { |f| b = +''; r = f.read(3, b); [b, b.encoding, r.equal?(b)] } }
t.('read outbuf eof') { File.open(path) { |f| f.read; b = +'x'; [f.read(3, b), b] } }
t.('read outbuf frozen') { File.open(path) { |f| f.read(3, 'x'.freeze) } }
t.('read 0') { File.open(path) { |f| [f.read(0), f.read(0).encoding] } }
t.('read negative') { File.open(path) { |f| f.read(-1) } }
t.('readpartial') { File.open(path) { |f| [f.readpartial(3), f.readpartial(100).size] } }
t.('readpartial eof') { File.open(path) { |f| f.read; f.readpartial(1) } }
t.('sysread') { File.open(path) { |f| f.sysread(3) } }
t.('binmode') { File.open(path) { |f| f.binmode; f.read.encoding } }
t.('binmode?') { File.open(path) { |f| [f.binmode?, f.binmode.class, f.binmode?] } }
t.('readline eof') { File.open(path) { |f| 3.times { f.readline }; f.readline } }
t.('gets eof') { File.open(path) { |f| 3.times { f.gets }; f.gets } }
t.('gets sep') { File.open(path) { |f| [f.gets('e'), f.gets(nil)] } }
t.('gets limit') { File.open(path) { |f| [f.gets(3), f.gets(10), f.gets(2)] } }
t.('gets sep char') { File.open(path) { |f| [f.gets('é'), f.gets(1), f.gets(1)] } }
t.('gets limit bytes rb') { File.open(path, 'rb') { |f| f.read(18); [f.gets(1), f.gets(1)] } }
t.('gets limit char utf8') { File.open(path) { |f| f.read(18); [f.gets(1), f.gets(1), f.gets(3)] } }
t.('readlines limit char') { File.open(path) { |f| f.read(17); f.readlines(2) } }
t.('gets chomp') { File.open(path) { |f| [f.gets(chomp: true), f.gets(chomp: true), f.gets(chomp: true)] } }
t.('gets para') { File.open(para) { |f| [f.gets(''), f.gets(''), f.gets(''), f.gets('')] } }
t.('gets nil chomp') { File.open(path) { |f| f.gets(nil, chomp: true) } }
t.('gets 0') { File.open(path) { |f| [f.gets(0), f.pos] } }
t.('gets -1') { File.open(path) { |f| f.gets(-1) } }
t.('gets symbol') { File.open(path) { |f| f.gets(:x) } }
t.('readline chomp') { File.open(path) { |f| f.readline(chomp: true) } }
t.('lineno') { File.open(path) { |f| a = [f.lineno]; f.gets; a << f.lineno; f.readline; a << f.lineno; f.each_line {}; a << f.lineno } }
t.('lineno=') { File.open(path) { |f| f.lineno = 10; f.gets; f.lineno } }
t.('lineno readlines') { File.open(path) { |f| f.readlines; f.lineno } }
t.('lineno each_char') { File.open(path) { |f| f.each_char {}; f.lineno } }
t.('each_line value') { File.open(path) { |f| f.each_line {}.class } }
t.('each_line limit') { File.open(path) { |f| f.each_line(4).to_a } }
t.('each_line chomp') { File.open(path) { |f| f.each_line(chomp: true).to_a } }
t.('each_line sep') { File.open(path) { |f| f.each_line('l').to_a } }
t.('each_line 0') { File.open(path) { |f| f.each_line(0).to_a } }
t.('each_line symbol') { File.open(path) { |f| f.each_line(:x).to_a } }
t.('each') { File.open(path) { |f| f.each.to_a.size } }
t.('each_line count') { File.open(path) { |f| f.each_line.count } }
t.('readlines chomp') { File.open(path) { |f| f.readlines(chomp: true) } }
t.('readlines sep') { File.open(path) { |f| f.readlines('o') } }
t.('readlines limit') { File.open(path) { |f| f.readlines(5) } }
t.('readlines 0') { File.open(path) { |f| f.readlines(0) } }
t.('to_a') { File.open(path) { |f| f.to_a } }
t.('each_byte') { File.open(path) { |f| f.each_byte.first(3) } }
t.('each_byte all') { File.open(path) { |f| f.each_byte.to_a.size } }
t.('each_byte block') { File.open(path) { |f| n = 0; r = f.each_byte { |b| n += b }; [n, r.class] } }
t.('each_char') { File.open(path) { |f| f.each_char.to_a } }
t.('each_char rb') { File.open(path, 'rb') { |f| f.each_char.to_a.last(9) } }
t.('each_with_index') { File.open(path) { |f| f.each_with_index.map { |l, i| "#{i}:#{l.chomp}" } } }
t.('getc') { File.open(path) { |f| [f.getc, f.read(13), f.getc, f.getbyte, f.readchar, f.readbyte] } }
t.('getc utf8') { File.open(path) { |f| f.read(18); [f.getc, f.getc] } }
t.('getc rb') { File.open(path, 'rb') { |f| f.read(18); [f.getc, f.getc] } }
t.('getc eof') { File.open(path) { |f| f.read; [f.getc, f.getbyte, f.eof?, f.eof] } }
t.('readchar eof') { File.open(path) { |f| f.read; f.readchar } }
t.('readbyte eof') { File.open(path) { |f| f.read; f.readbyte } }
t.('pos') { File.open(path) { |f| f.gets; a = [f.pos, f.tell]; f.pos = 1; a << f.gets; f.rewind; a << f.pos << f.lineno << f.gets; a } }
t.('pos negative') { File.open(path) { |f| f.pos = -1 } }
t.('seek') { File.open(path) { |f| f.seek(-5, IO::SEEK_END); a = [f.read]; f.seek(2); a << f.read(2); f.seek(1, IO::SEEK_CUR); a << f.read(1); a } }
t.('seek past') { File.open(path) { |f| f.seek(100); [f.read, f.read(1), f.eof?, f.pos] } }
t.('seek value') { File.open(path) { |f| f.seek(1) } }
t.('seek symbol') { File.open(path) { |f| f.seek(-2, :END); f.read } }
t.('seek negative') { File.open(path) { |f| f.seek(-100, :CUR) } }
t.('rewind value') { File.open(path) { |f| f.rewind } }
t.('eof?') { File.open(path) { |f| a = [f.eof?]; f.read; a << f.eof? } }
t.('size') { File.open(path) { |f| f.size } }
t.('external_encoding') { File.open(path) { |f| f.external_encoding } }
t.('external_encoding rb') { File.open(path, 'rb') { |f| f.external_encoding } }
t.('internal_encoding') { File.open(path) { |f| f.internal_encoding } }
t.('sync') { File.open(path) { |f| f.sync } }
t.('path') { File.open(path) { |f| [f.path, f.to_path].map { |p| p.sub(dir, 'DIR') } } }
t.('inspect') { File.open(path) { |f| f.inspect.sub(dir, 'DIR') } }
t.('inspect closed') { f = File.new(path); f.close; f.inspect.sub(dir, 'DIR') }
t.('read closed') { f = File.open(path); f.close; f.read }
t.('gets closed') { f = File.open(path); f.close; f.gets }
t.('each_byte closed') { f = File.open(path); f.close; f.each_byte.to_a }
t.('close twice') { f = File.open(path); f.close; f.close }
t.('path closed') { f = File.open(path); f.close; f.path.sub(dir, 'DIR') }
t.('subclass') { c = Class.new(File); [c.open(path) { |f| f.class == c }, c.new(path).class == c, c.read(path, 3)] }
t.('allocate') { File.allocate.read }
