# record_pcore_types.rb: records, for every type class of Puppet 7.23
# (Puppet::Pops::Types::P*Type), the Pcore type its objects answer with
# _pcore_type: its name and its parameter_info (the attribute names, their
# types as Puppet prints them, how many are required), for
# pcore_types.txt (compiler/ruby/puppetapi_pcoretype.go).
#
# Run with Debian's Ruby 3.1 and puppet 7.23:
#   ruby compiler/ruby/testdata/puppet_api/record_pcore_types.rb > compiler/ruby/testdata/puppet_api/pcore_types.txt
#
# One line per class: CLASS <tab> PCORE NAME <tab> REQUIRED COUNT (or "!"
# and the error parameter_info raises), then one line per attribute:
# <tab> NAME <tab> TYPE.
require 'tmpdir'
require 'puppet'
abort 'needs Puppet 7.23' unless Puppet.version == '7.23.0'
abort 'needs Ruby 3.1' unless RUBY_VERSION.start_with?('3.1.')
dir = Dir.mktmpdir('punch-pcore')
Puppet.initialize_settings(['--confdir', "#{dir}/conf", '--vardir', "#{dir}/var", '--codedir', "#{dir}/code"])
require 'puppet/pops'
Puppet::Pops::Types::TypeParser.singleton.parse('Integer') # loads the Pcore types
ns = Puppet::Pops::Types
ns.constants(false).sort.each do |c|
  cls = ns.const_get(c, false)
  next unless cls.is_a?(Class) && cls <= ns::PAnyType && c.to_s =~ /\AP\w+Type\z/
  next unless cls.respond_to?(:_pcore_type)
  pt = cls._pcore_type
  next if pt.nil?
  begin
    names, types, required = pt.parameter_info(cls)
  rescue StandardError => e
    # an abstract class whose initializer Puppet cannot map
    puts "#{c}\t#{pt.name}\t!#{e.class}: #{e.message}"
    next
  end
  puts "#{c}\t#{pt.name}\t#{required}"
  names.zip(types).each { |n, t| puts "\t#{n}\t#{t}" }
end
