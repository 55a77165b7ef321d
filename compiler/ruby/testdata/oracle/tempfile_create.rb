# Tempfile.create/new/open and Dir.mktmpdir: the file is real (a command or File.read sees it once flushed), removed at the end of the block or by unlink/close!
require 'tempfile'
require 'tmpdir'
def t
  p yield
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
end
t { Tempfile.create('forge18') { |f| f.write('hi'); f.flush; File.read(f.path) } }
t { Tempfile.create('x') { |f| f.write('hi'); File.read(f.path) } }
t { Tempfile.create('x') { |f| f.write('a' * 9000); File.read(f.path).size } }
t { Tempfile.create('x') { |f| f.write('a' * 100); f.write('b' * 8092); File.read(f.path).size } }
t { Tempfile.create('x') { |f| f.write('a' * 100); f.write('b' * 8091); [File.read(f.path).size, f.size, File.size(f.path)] } }
t { Tempfile.create('x') { |f| [f.class, File.basename(f.path) =~ /\Ax\d{8}-\d+-[0-9a-z]+\z/ ? :named : f.path, File.dirname(f.path) == Dir.tmpdir, f.path.encoding] } }
t { Tempfile.create(['pre', '.conf']) { |f| File.basename(f.path) =~ /\Apre\d{8}-\d+-[0-9a-z]+\.conf\z/ ? :named : f.path } }
t { path = nil; Tempfile.create('x') { |f| path = f.path; f.puts 'a', ['b', ['c']], nil; f.print 'd', 1; f << 'e' << 2; f.close; [File.read(path), File.exist?(path), f.closed?] }.then { |r| r + [File.exist?(path)] } }
t { path = nil; r = Tempfile.create('x') { |f| path = f.path; 42 }; [r, File.exist?(path)] }
t { path = nil; begin; Tempfile.create('x') { |f| path = f.path; raise 'boom' }; rescue => e; [e.message, File.exist?(path)]; end }
t { f = Tempfile.create('x'); f.write("one\ntwo\n"); f.rewind; r = [f.gets, f.read, f.eof?]; f.close; File.unlink(f.path); r }
t { f = Tempfile.new('validate_cmd'); f.write('content'); f.close; r = [f.class, File.read(f.path), f.closed?, File.exist?(f.path)]; f.unlink; r + [File.exist?(f.path.to_s), f.path] }
t { f = Tempfile.new(['a', '.txt']); r = [File.extname(f.path), f.size]; f.write('xyz'); f.flush; r << f.size << File.size(f.path); f.close!; r + [f.path, f.closed?] }
t { f = Tempfile.new('x'); f.write('12345'); f.rewind; r = [f.read(2), f.read]; f.open; r << f.read; f.close(true); r }
t { k = nil; r = Tempfile.open('x') { |f| k = f; f.write('q'); f.class }; k.unlink; [r, k.path] }
t { f = Tempfile.open('x'); f.print('z'); f.flush; r = File.read(f.path); f.close; f.unlink; r }
t { Tempfile.create('x') { |f| f.sync = true; f.write('s'); [File.read(f.path), f.sync] } }
t { Tempfile.create('x') { |f| f.write('abc'); f.seek(1); f.write('Z'); f.flush; [File.read(f.path), f.pos] } }
t { Tempfile.create('x') { |f| f.write('abc', 'def', 1) } }
t { Tempfile.create('x') { |f| f.close; f.write('a') } }
t { Tempfile.create('x') { |f| system("printf ok > #{f.path}"); f.rewind; f.read } }
t { Tempfile.create('x') { |f| f.write("héllo"); f.flush; [File.read(f.path), f.size] } }
t { Tempfile.create('x', mode: File::APPEND) { |f| f.class } }
t { Dir.mktmpdir { |d| [File.directory?(d), File.basename(d) =~ /\Ad\d{8}-\d+-[0-9a-z]+\z/ ? :named : d, Dir.children(d)] } }
t { Dir.mktmpdir('pfx') { |d| File.basename(d) =~ /\Apfx\d{8}-\d+-[0-9a-z]+\z/ ? :named : d } }
t { dd = nil; Dir.mktmpdir { |d| dd = d; Tempfile.create('in', d) { |f| File.dirname(f.path) == d } }.then { |r| [r, File.exist?(dd)] } }
t { dd = nil; Dir.mktmpdir { |d| dd = d; system("touch #{d}/made"); Dir.children(d) }.then { |r| [r, File.exist?(dd)] } }
t { d = Dir.mktmpdir; r = File.directory?(d); Dir.rmdir(d); [r, File.exist?(d)] }
t { [Dir.tmpdir, Dir.tmpdir.frozen?] }
