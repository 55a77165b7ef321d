# record_constants.rb: records the constants Puppet 7.23 defines under Puppet
# (and Facter, SemanticPuppet), for constants.txt. A constant under Puppet's
# modules that Punch's Ruby runtime lacks is then told apart: one Puppet has
# (loaded, or loadable with a require of its own files) stops the compile as
# unsupported, naming it; one Puppet has nowhere is Ruby's NameError
# "uninitialized constant ...", as in Puppet (a type file naming it fails
# "Could not autoload puppet/type/NAME: uninitialized constant ...").
#
# Run with Debian's Ruby 3.1 and puppet 7.23:
#   ruby compiler/ruby/testdata/puppet_api/record_constants.rb > compiler/ruby/testdata/puppet_api/constants.txt
require 'tmpdir'
require 'puppet'
abort 'needs Puppet 7.23' unless Puppet.version == '7.23.0'
abort 'needs Ruby 3.1' unless RUBY_VERSION.start_with?('3.1.')
dir = Dir.mktmpdir('punch-api')
Puppet.initialize_settings(['--confdir', "#{dir}/conf", '--vardir', "#{dir}/var", '--codedir', "#{dir}/code"])
root = File.dirname(Gem.find_files('puppet.rb').find { |f| f.start_with?('/usr/lib/ruby/vendor_ruby') } || $LOADED_FEATURES.grep(%r{/puppet\.rb\z}).first)
# every file of Puppet's own a module could require (quietly: some need gems
# or platforms this machine lacks)
$stderr.reopen(File::NULL)
Dir.glob('puppet/**/*.rb', base: root).sort.each do |f|
  begin
    require f.delete_suffix('.rb')
  rescue Exception # rubocop:disable Lint/RescueException
    nil
  end
end
# the types, whose classes are Puppet::Type::NAME
begin
  Puppet::Type.loadall
rescue Exception # rubocop:disable Lint/RescueException
  nil
end

def mname(m)
  Module.instance_method(:name).bind_call(m)
end

names = {}
walk = lambda do |mod, path|
  mod.constants(false).each do |c|
    full = "#{path}::#{c}"
    next if names.key?(full)
    names[full] = true
    v = begin
      mod.const_get(c, false)
    rescue Exception # rubocop:disable Lint/RescueException
      nil
    end
    walk.call(v, full) if v.is_a?(Module) && mname(v) == full
  end
end
%w[Puppet Facter SemanticPuppet].each do |top|
  names[top] = true
  walk.call(Object.const_get(top), top)
end
puts "# Puppet #{Puppet.version}, Ruby #{RUBY_VERSION}: written by record_constants.rb, do not edit"
puts names.keys.sort
