# Pathname's file-system and name-walking methods as module helpers call them (QA-FORGE-10 H3), Find, File.fnmatch,
# File.ftype and FileTest over testdata/fstree; children/entries sorted (Ruby lists them in the directory's order).
require 'pathname'
base = Pathname.new(File.expand_path(%w[../fstree testdata/fstree].find { |d| Dir.exist?(d) }))
rel = ->(x) { x.relative_path_from(base).to_s }
a = base + 'a.txt'
p a.readable?, a.writable?.class, a.executable?, a.file?, a.size, a.size?, a.zero?, a.empty?, a.symlink?, a.ftype
p (base + 'sub/empty.rb').zero?, (base + 'sub/empty.rb').size?, (base + 'sub/empty.rb').empty?, (base + 'nope').empty?
p base.empty?, (base + 'sub').ftype
p (base + 'sub/c.txt').readlines, (base + 'sub/c.txt').readlines(chomp: true)
p (base + 'sub/c.txt').each_line.to_a, (base + 'sub/c.txt').each_line(chomp: true).map(&:upcase)
(base + 'sub/c.txt').each_line { |l| p l }
p base.children.map(&rel).sort, base.children(false).map(&:to_s).sort
p base.children.first.class, base.children(false).first.class
kids = []
base.each_child { |c| kids << rel.call(c) }
p kids.sort, base.each_child(false).map(&:to_s).sort
p base.entries.map(&:to_s).sort, base.entries.first.class
p Pathname.glob(base.to_s + '/**/*').map(&rel), Pathname.glob(base.to_s + '/*.txt').first.class
p Pathname.glob('*.txt', base: base.to_s).map(&:to_s)
p base.glob('**/*.rb').map(&rel), base.glob('*').map(&rel)
Pathname.glob(base.to_s + '/s*') { |x| p rel.call(x) }
p base.find.map(&rel)
base.find { |x| p rel.call(x) }
found = []
Find.find(base.to_s) { |f| Find.prune if File.basename(f) == '.hidden'; found << f.sub(base.to_s, '') }
p found
p Pathname.new('/a/b.conf').sub_ext('.bak'), Pathname('a.tar.gz').sub_ext('.x'), Pathname('.bashrc').sub_ext('.x')
p Pathname('a.b/c').sub_ext('.x'), Pathname('noext').sub_ext('')
p Pathname.new('/a/b/c.txt').split, Pathname('c').split, Pathname('/').split
p Pathname.new('/a/b/c').descend.map(&:to_s), Pathname.new('a/b/c').ascend.map(&:to_s)
p Pathname('a/b/').ascend.to_a, Pathname('/').ascend.to_a, Pathname('//a//b').ascend.to_a, Pathname('').ascend.to_a
Pathname('/x/y').descend { |d| p d }
p Pathname('/x/y').ascend.class
p Pathname.new('/a/b/c/d').relative_path_from(Pathname.new('/a/x'))
p Pathname('a/b').relative_path_from(Pathname('a/b')), Pathname('a/b/c').relative_path_from('a')
p Pathname('/a/./b/../c').relative_path_from(Pathname('/a/c/d/')), Pathname('x').relative_path_from(Pathname('.'))
p Pathname('../x').relative_path_from(Pathname('y'))
begin
  Pathname('/a').relative_path_from(Pathname('b'))
rescue ArgumentError => e
  p e.message
end
begin
  Pathname('a').relative_path_from(Pathname('../b'))
rescue ArgumentError => e
  p e.message
end
p Pathname('/a/b.conf').fnmatch?('*.conf'), Pathname('/a/b.conf').fnmatch('*.conf', File::FNM_PATHNAME)
p Pathname('lib/x.rb').fnmatch?('**/*.rb', File::FNM_PATHNAME), Pathname('.x').fnmatch?('*'), Pathname('.x').fnmatch?('*', File::FNM_DOTMATCH)
p File.fnmatch('c{at,ub}s', 'cubs', File::FNM_EXTGLOB), File.fnmatch?('CAT', 'cat', File::FNM_CASEFOLD), File.fnmatch('ca[!t]', 'cat')
p Pathname('/').mountpoint?, Pathname('/proc').mountpoint?, base.mountpoint?
p Pathname('a') <=> Pathname('a/b'), Pathname('a/b') <=> Pathname('a.b'), [Pathname('a.b'), Pathname('a/b'), Pathname('a')].sort
p FileTest.empty?(a.to_s), File.ftype(a.to_s)
begin
  File.ftype('/nonexistent-punch-oracle-file')
rescue SystemCallError => e
  p e.class, e.message
end
begin
  Pathname('/nonexistent-punch-oracle-dir').children
rescue SystemCallError => e
  p e.class
end
begin
  Find.find('/nonexistent-punch-oracle-dir') { |f| p f }
rescue SystemCallError => e
  p e.class
end
