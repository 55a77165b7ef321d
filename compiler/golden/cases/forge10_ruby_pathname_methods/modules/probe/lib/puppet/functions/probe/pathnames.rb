# Pathname methods module functions use (secret(), file-finding helpers), each rescued so one missing
# method shows as its error class. Written for this case.
require 'pathname'
Puppet::Functions.create_function(:'probe::pathnames') do
  def pathnames
    base = Pathname.new(Puppet::Module.find('probe').path) + 'files' + 'd'
    rel = ->(p) { p.relative_path_from(base).to_s }
    checks = {
      'readable'    => -> { (base + 'a.txt').readable? },
      'file'        => -> { (base + 'a.txt').file? },
      'directory'   => -> { (base + 'sub').directory? },
      'exist'       => -> { (base + 'nope').exist? },
      'size'        => -> { (base + 'a.txt').size },
      'zero'        => -> { (base + 'a.txt').zero? },
      'readlines'   => -> { (base + 'a.txt').readlines.map(&:chomp) },
      'each_line'   => -> { (base + 'a.txt').each_line.to_a.size },
      'children'    => -> { base.children.map { |c| rel.call(c) }.sort },
      'children_f'  => -> { base.children(false).map(&:to_s).sort },
      'each_child'  => -> { a = []; base.each_child { |c| a << c.basename.to_s }; a.sort },
      'entries'     => -> { base.entries.map(&:to_s).sort },
      'glob'        => -> { Pathname.glob(base.to_s + '/**/*').map { |c| rel.call(c) }.sort },
      'find'        => -> { base.find.map { |c| rel.call(c) }.sort },
      'extname'     => -> { Pathname.new('/a/b.tar.gz').extname },
      'sub_ext'     => -> { Pathname.new('/a/b.conf').sub_ext('.bak').to_s },
      'basename'    => -> { Pathname.new('/a/b.conf').basename('.conf').to_s },
      'dirname'     => -> { Pathname.new('/a/b/c').dirname.to_s },
      'parent'      => -> { Pathname.new('/a/b/c').parent.parent.to_s },
      'cleanpath'   => -> { Pathname.new('/a/./b/../c//d/').cleanpath.to_s },
      'join'        => -> { Pathname.new('/etc').join('x', '../y', 'z').to_s },
      'abs_join'    => -> { (Pathname.new('/etc') + '/abs').to_s },
      'absolute'    => -> { [Pathname.new('/x').absolute?, Pathname.new('x').relative?] },
      'root'        => -> { [Pathname.new('/').root?, Pathname('/').to_s] },
      'each_file'   => -> { Pathname.new('/usr/local/bin').each_filename.to_a },
      'descend'     => -> { Pathname.new('/a/b/c').descend.map(&:to_s) },
      'ascend'      => -> { Pathname.new('a/b/c').ascend.map(&:to_s) },
      'relative_to' => -> { Pathname.new('/a/b/c/d').relative_path_from(Pathname.new('/a/x')).to_s },
      'split'       => -> { Pathname.new('/a/b/c.txt').split.map(&:to_s) },
      'compare'     => -> { [Pathname.new('/a') == Pathname.new('/a'), Pathname.new('/a') <=> Pathname.new('/b')] },
      'to_path'     => -> { Pathname.new('/a/b').to_path },
      'fnmatch'     => -> { Pathname.new('/a/b.conf').fnmatch?('*.conf') },
      'mountpoint'  => -> { Pathname.new('/').mountpoint? },
      'inspect'     => -> { Pathname.new('/a b').inspect },
    }
    checks.map do |k, f|
      v = begin
            f.call.inspect
          rescue StandardError => e
            e.class.name
          end
      "#{k}=#{v}"
    end
  end
end
