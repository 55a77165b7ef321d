# Dir.chdir with a block (binford2k-wreckit's wreckit_scenarios does this) and what a rescue sees of it.
# Written for this case.
Puppet::Functions.create_function(:'probe::listing') do
  def listing
    base = File.join(Puppet::Module.find('probe').path, 'files', 'd')
    out = []
    before = Dir.pwd
    r = Dir.chdir(base) do |dir|
      out << File.basename(dir)
      out << Dir.glob('**/*.txt').join(',')
      out << Dir['*'].sort.join(',')
      out << File.exist?('a.txt').to_s
      out << (Dir.pwd == base).to_s
      :block_value
    end
    out << r.inspect
    out << (Dir.pwd == before).to_s
    out
  end
end
