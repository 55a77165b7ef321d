# Dir.chdir as module code uses it (binford2k-wreckit's wreckit_scenarios): the block gets the directory, relative
# File/Dir/Pathname calls and commands resolve there, the directory is restored after the block (also after a raise
# or break); Dir.glob with ** and {} and base:; errors as Ruby's. testdata/fstree is the tree read.
base = File.expand_path(%w[../fstree testdata/fstree].find { |d| Dir.exist?(d) })
before = Dir.pwd
r = Dir.chdir(base) do |d|
  p d == base
  p Dir.pwd == base
  p Dir.glob('**/*.txt')
  p Dir.glob('**/*')
  p Dir['*']
  p Dir.glob('{a,sub}*')
  p Dir.glob(['*.txt', 'sub/*'])
  p Dir['*.txt', 'sub/*.rb']
  p Dir.glob('**/')
  p File.exist?('a.txt'), File.file?('sub/c.txt'), File.directory?('sub'), File.size('a.txt'), File.zero?('sub/empty.rb')
  p File.read('a.txt')
  p File.readlines('sub/c.txt')
  p File.open('b.txt') { |f| f.read }
  p Dir.entries('sub').sort, Dir.children('.').sort
  p File.expand_path('sub/c.txt') == File.join(base, 'sub/c.txt')
  require 'pathname'
  p Pathname.new('sub').directory?, Pathname.new('a.txt').read
  p Pathname.new('a.txt').realpath.to_s == File.join(base, 'a.txt')
  p `cat a.txt`
  Dir.chdir('sub') { p Dir.pwd == File.join(base, 'sub'); p Dir['*'] }
  p Dir.pwd == base
  begin
    Dir.chdir('a.txt')
  rescue SystemCallError => e
    p e.class, e.message
  end
  :value
end
p r
p Dir.pwd == before
begin
  Dir.chdir(base) { raise 'boom' }
rescue => e
  p e.message, Dir.pwd == before
end
p([1].each { Dir.chdir(base) { break :broke } })
p Dir.pwd == before
p Dir.glob('*.txt', base: base)
p Dir.glob('sub/*', base: base)
p Dir.glob('*', base: File.join(base, 'sub')) { |f| p f }
p Dir.chdir(base)
p Dir.pwd == base, File.exist?('a.txt')
Dir.chdir(before)
p Dir.pwd == before
begin
  Dir.chdir('/nonexistent-punch-oracle-dir')
rescue SystemCallError => e
  p e.class, e.message
end
