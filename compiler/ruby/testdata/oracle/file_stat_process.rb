# File.stat/lstat and File::Stat, File.absolute_path, File.dirname(path, level), Dir.each_child/foreach, GC and Process (RUBYLIB-2; QA-FORGE-15 F2, P5)
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
lib = '/usr/lib/ruby/3.1.0'
t(1) { File.dirname('/a/b/c', 2) }
t(2) { [File.dirname('/a/b/c', 0), File.dirname('/a/b/c/', 5), File.dirname('a/b', 3), File.dirname('/a/b/c', 1), File.dirname('a//b///c', 2)] }
t(3) { File.dirname('a', -1) }
t(4) { [File.absolute_path('c', '/tmp/d'), File.absolute_path('/x/../y'), File.absolute_path('~/a', '/r'), File.absolute_path('../b/./c', '/r/s')] }
t(5) { s = File.stat("#{lib}/set.rb"); [s.class, s.size, s.file?, s.directory?, s.symlink?, s.ftype, s.mtime.class, s.uid.class, s.size?, s.zero?, s.mode & 0o170000] }
t(6) { s = File.stat(lib); [s.directory?, s.file?, s.ftype, s.size.is_a?(Integer), s.readable?, s.nlink.is_a?(Integer)] }
t(7) { File.stat('/nonexistent/x') }
t(8) { File.lstat('/nonexistent/x') }
t(9) { [File.mtime("#{lib}/set.rb").class, File.mtime("#{lib}/set.rb") == File.stat("#{lib}/set.rb").mtime] }
t(10) { File.mtime('/nonexistent/x') }
t(11) { Dir.each_child("#{lib}/json").to_a.sort }
t(12) { Dir.each_child("#{lib}/json").class }
t(13) { a = []; Dir.each_child("#{lib}/json") { |n| a << n }; a.sort }
t(14) { a = []; r = Dir.foreach("#{lib}/json") { |n| a << n }; [r, a.sort] }
t(15) { Dir.each_child('/nonexistent/x').to_a }
t(16) { [GC.start, GC.start(full_mark: true), GC.count.is_a?(Integer), GC.enable, GC.disable] }
t(17) { [Process.pid.is_a?(Integer), Process.pid == $$] }
t(18) { File.stat("#{lib}/set.rb") <=> File.stat("#{lib}/set.rb") }
t(19) { File.stat("#{lib}/set.rb").mtime.to_i == File.mtime("#{lib}/set.rb").to_i }
