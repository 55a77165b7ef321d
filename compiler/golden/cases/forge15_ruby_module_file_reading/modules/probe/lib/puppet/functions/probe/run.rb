require 'pathname'
require 'yaml'
require 'json'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    d = File.expand_path('../../../..', __dir__); File.basename(d)
  end

  def p1
    d = File.expand_path('../../../..', __dir__); File.read(File.join(d, 'files', 'list.txt')).lines.size
  end

  def p2
    d = File.expand_path('../../../..', __dir__); File.readlines(File.join(d, 'files', 'list.txt'), chomp: true)
  end

  def p3
    d = File.expand_path('../../../..', __dir__); IO.readlines(File.join(d, 'files', 'list.txt')).map(&:strip).reject(&:empty?)
  end

  def p4
    d = File.expand_path('../../../..', __dir__); File.foreach(File.join(d, 'files', 'list.txt')).with_index.map { |l, i| "#{i}:#{l.chomp}" }
  end

  def p5
    d = File.expand_path('../../../..', __dir__); File.open(File.join(d, 'files', 'list.txt')) { |f| f.each_line.first(2).map(&:chomp) }
  end

  def p6
    d = File.expand_path('../../../..', __dir__); [File.exist?(File.join(d, 'files')), File.file?(File.join(d, 'files')), File.directory?(File.join(d, 'files'))]
  end

  def p7
    d = File.expand_path('../../../..', __dir__); Dir.glob(File.join(d, 'files', '*.yaml')).map { |f| File.basename(f) }.sort
  end

  def p8
    d = File.expand_path('../../../..', __dir__); Dir.glob('**/*.{yaml,json}', base: File.join(d, 'files')).sort
  end

  def p9
    d = File.expand_path('../../../..', __dir__); Dir.children(File.join(d, 'files')).sort
  end

  def p10
    d = File.expand_path('../../../..', __dir__); Dir.entries(File.join(d, 'files')).sort
  end

  def p11
    d = File.expand_path('../../../..', __dir__); Dir.exist?(File.join(d, 'nope'))
  end

  def p12
    d = File.expand_path('../../../..', __dir__); Pathname.new(File.join(d, 'files', 'sub', 'x.json')).relative_path_from(Pathname.new(d)).to_s
  end

  def p13
    d = File.expand_path('../../../..', __dir__); Pathname.new(File.join(d, 'files')).children.map { |c| c.basename.to_s }.sort
  end

  def p14
    d = File.expand_path('../../../..', __dir__); Pathname.new(d).join('files', 'a.yaml').read.size
  end

  def p15
    d = File.expand_path('../../../..', __dir__); Pathname(File.join(d, 'files')).glob('*.yaml').map { |p| p.basename('.yaml').to_s }.sort rescue $!.class
  end

  def p16
    d = File.expand_path('../../../..', __dir__); [File.size(File.join(d, 'files', 'a.yaml')), File.zero?(File.join(d, 'files', 'empty.txt')), File.readable?(File.join(d, 'files', 'a.yaml'))]
  end

  def p17
    d = File.expand_path('../../../..', __dir__); File.stat(File.join(d, 'files', 'a.yaml')).size
  end

  def p18
    d = File.expand_path('../../../..', __dir__); YAML.load_file(File.join(d, 'files', 'a.yaml'))
  end

  def p19
    d = File.expand_path('../../../..', __dir__); YAML.safe_load(File.read(File.join(d, 'files', 'a.yaml')), symbolize_names: true)
  end

  def p20
    d = File.expand_path('../../../..', __dir__); JSON.parse(File.read(File.join(d, 'files', 'sub', 'x.json')))
  end

  def p21
    [File.basename('/a/b/c.tar.gz', '.*'), File.extname('x.tar.gz'), File.split('/a/b/c'), File.dirname('/a/b/c', 2), File.join('a', '/b', 'c/')] rescue $!.class
  end

  def p22
    [File.basename('/a/b/c.tar.gz', '.*'), File.extname('x.tar.gz'), File.split('/a/b/c'), File.join('a', '/b', 'c/')]
  end

  def p23
    [File.fnmatch('*.yaml', 'a.yaml'), File.fnmatch('**/*.rb', 'a/b/c.rb', File::FNM_PATHNAME), File.fnmatch('{a,b}*', 'bx', File::FNM_EXTGLOB), File.fnmatch('A*', 'abc', File::FNM_CASEFOLD)]
  end

  def p24
    [File::SEPARATOR, File::ALT_SEPARATOR, File.absolute_path?('/x'), File.absolute_path?('x')] rescue $!.class
  end

  def p25
    File.expand_path('a/../b', '/root/x')
  end

  def p26
    File.absolute_path('c', '/tmp/d')
  end

  def p27
    (File.read('/nonexistent/file') rescue [$!.class, $!.message])
  end

  def p28
    (File.readlines('/nonexistent/file') rescue $!.class.ancestors.take(3))
  end

  def p29
    (Dir.children('/nonexistent') rescue $!.class)
  end

  def p30
    d = File.expand_path('../../../..', __dir__); File.read(File.join(d, 'files', 'list.txt'), 5)
  end

  def p31
    d = File.expand_path('../../../..', __dir__); File.binread(File.join(d, 'files', 'list.txt')).encoding.to_s
  end

  def p32
    d = File.expand_path('../../../..', __dir__); File.read(File.join(d, 'files', 'list.txt')).encoding.to_s
  end

  def p33
    d = File.expand_path('../../../..', __dir__); File.new(File.join(d, 'files', 'list.txt')).readline.chomp
  end

  def p34
    d = File.expand_path('../../../..', __dir__); File.open(File.join(d, 'files', 'list.txt'), 'r:UTF-8', &:gets).chomp
  end

  def p35
    d = File.expand_path('../../../..', __dir__); Dir[File.join(d, 'files', '*')].map { |f| File.basename(f) }.sort
  end

  def p36
    d = File.expand_path('../../../..', __dir__); Dir.glob(File.join(d, 'files', '*')).select { |f| File.file?(f) }.size
  end

  def p37
    d = File.expand_path('../../../..', __dir__); Dir.each_child(File.join(d, 'files')).to_a.sort rescue $!.class
  end
end
