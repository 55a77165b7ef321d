# Written for this case: a module's files and templates found through the environment's Puppet::Module, as
# file-existence helpers of modules do.
Puppet::Parser::Functions.newfunction(:probe_modfiles, :type => :rvalue) do |args|
  m = compiler.environment.module('other')
  rel = ->(p) { p.nil? ? 'nil' : p.to_s.sub(%r{.*/(modules/)}, '\1') }
  {
    'file' => rel.call(m.file('x.txt')),
    'file_missing' => rel.call(m.file('nope.txt')),
    'template' => rel.call(m.template('t.erb')),
    'files' => rel.call(m.files),
    'find_file' => rel.call(Puppet::Parser::Files.find_file('other/x.txt', compiler.environment)),
  }
end
