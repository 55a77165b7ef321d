# record.rb: records the public methods of the Puppet 7.23 classes and
# modules Punch's Ruby runtime emulates, for methods.txt. Punch answers a
# call of a method its emulation lacks with this list: a NoMethodError
# when Puppet has no such method either, an "unsupported" error naming
# the method when Puppet has it (compiler/ruby/puppetapi_methods.go).
#
# Run with Debian's Ruby 3.1 and puppet 7.23 (apt-get install puppet
# ruby-puppet-resource-api):
#   ruby compiler/ruby/testdata/puppet_api/record.rb > compiler/ruby/testdata/puppet_api/methods.txt
#
# Lines of methods.txt:
#   C Name < Super      a class and its superclass (the nearest one
#                       recorded, else the first outside Puppet's names)
#   M Name              a module
#   - Name              a name Punch has that Puppet 7.23 does not
#   Name#m              a public instance method of Name that its
#                       recorded superclass (or Object, for a module)
#                       does not have
#   Name.m              a public singleton method of Name that its
#                       superclass's singleton (or Module) does not have
# A method line ends with a tab and the positional arguments the method
# takes, as Ruby's ArgumentError words them ("2", "1..2", "1+"), and " k"
# when it takes keywords: a call of a method Punch lacks with a count
# Puppet's would refuse is Ruby's rescuable ArgumentError
# (Puppet::Util::Yaml.dump(x) takes a filename too), not a stop.
require 'tmpdir'
require 'puppet'
abort 'needs Puppet 7.23' unless Puppet.version == '7.23.0'
abort 'needs Ruby 3.1' unless RUBY_VERSION.start_with?('3.1.')
dir = Dir.mktmpdir('punch-api')
Puppet.initialize_settings(['--confdir', "#{dir}/conf", '--vardir', "#{dir}/var", '--codedir', "#{dir}/code"])
# what a compile has loaded when module code runs
require 'puppet/parser/compiler'
require 'puppet/pops'
require 'puppet/node'
require 'puppet/node/environment'
require 'puppet/resource/catalog'
require 'puppet/parser/resource'
require 'puppet/parser/functions'
require 'puppet/parser/files'
require 'puppet/functions'
require 'puppet/module'
require 'puppet/type'
require 'puppet/parameter'
require 'puppet/property'
require 'puppet/parameter/boolean'
require 'puppet/parameter/path'
require 'puppet/parameter/package_options'
require 'puppet/property/boolean'
require 'puppet/property/ensure'
require 'puppet/property/keyvalue'
require 'puppet/property/list'
require 'puppet/property/ordered_list'
require 'puppet/util/execution'
require 'puppet/util/package'
require 'puppet/file_system'
require 'puppet/resource_api'
require 'puppet/datatypes'

# The names Punch emulates (TestPuppetAPIRecorded lists Punch's and fails
# on one missing here), then every class of Puppet::Pops::Types and
# Puppet::Pops::Time.
NAMES = %w[
  Puppet Facter
  Puppet::Parser::Scope Puppet::Resource Puppet::Parser::Resource Puppet::Parser::Resource::Param Puppet::Resource::Catalog
  Puppet::Parser::Compiler Puppet::Node Puppet::Node::Environment Puppet::Node::Facts Puppet::Module
  Puppet::Resource::TypeCollection
  Puppet::Resource::Type Puppet::Parser Puppet::Parser::Files Puppet::Parser::Functions
  Puppet::Functions Puppet::Functions::Function Puppet::Functions::InternalFunction
  Puppet::Functions::DispatcherBuilder Puppet::Functions::InternalDispatchBuilder
  Puppet::Pops Puppet::Pops::Functions Puppet::Pops::Functions::Function Puppet::Pops::Functions::Dispatcher
  Puppet::Pops::Utils Puppet::Pops::Patterns Puppet::Pops::Evaluator Puppet::Pops::Evaluator::Runtime3ResourceSupport Puppet::Pops::Evaluator::PuppetProc Puppet::Pops::Evaluator::Closure Puppet::Pops::PuppetStack
  Puppet::Pops::Serialization Puppet::Pops::Serialization::ToDataConverter
  Puppet::Pops::Lookup Puppet::Pops::Lookup::Context Puppet::LookupContext
  Puppet::Pops::Loaders Puppet::Pops::Loader Puppet::Pops::Loader::Loader
  Puppet::Pops::Time Puppet::Pops::Types Puppet::Pops::Types::Iterable Puppet::Pops::Types::Iterator
  Puppet::Pops::Types::HashIterator Puppet::Pops::Types::TypeFactory Puppet::Pops::Types::TypeParser
  Puppet::Pops::Types::TypeCalculator Puppet::Pops::Types::TypeMismatchDescriber
  Puppet::Error Puppet::DevError Puppet::ParseError Puppet::ParseErrorWithIssue Puppet::ResourceError
  Puppet::PreformattedError Puppet::ExecutionFailure Puppet::LockError Puppet::MissingCommand
  Puppet::Context Puppet::Context::UndefinedBindingError
  Puppet::ExternalFileError Puppet::Util Puppet::Util::Errors Puppet::Util::Execution Puppet::Util::Execution::ProcessOutput Puppet::Util::Package
  Puppet::Util::Yaml Puppet::Util::Yaml::YamlLoadError Puppet::Pops::Lookup::HieraConfig Puppet::Util::Feature
  Puppet::FileSystem Puppet::ResourceApi
  Puppet::DataBinding Puppet::DataBinding::LookupError Puppet::DataBinding::RecursiveLookupError
  Puppet::DataTypes Puppet::DataTypes::TypeBuilder Puppet::DataTypes::TypeBuilderAPI
  Puppet::Type Puppet::Parameter Puppet::Parameter::Boolean Puppet::Parameter::Path Puppet::Parameter::Package
  Puppet::Parameter::ValueCollection Puppet::Property Puppet::Property::Boolean Puppet::Property::Ensure
  Puppet::Property::KeyValue Puppet::Property::List Puppet::Property::OrderedList
  Puppet::ConstantAlreadyDefined Puppet::Provider Puppet::Provider::Command Puppet::Provider::CommandDefiner
  Puppet::Util::ProviderFeatures Puppet::Util::ProviderFeatures::ProviderFeature Puppet::Pops::Adaptable Puppet::Pops::Adaptable::Adapter
  Puppet::Util::RunMode Puppet::Util::UnixRunMode Puppet::Util::Log
].freeze

# Module#name: Puppet::Parameter and Puppet::Type redefine name
def mname(m)
  Module.instance_method(:name).bind_call(m)
end

def lookup(name)
  name.split('::').inject(Object) { |m, c| m.const_defined?(c, false) ? m.const_get(c, false) : (return nil) }
end

mods = {}
NAMES.each { |n| mods[n] = lookup(n) }
[Puppet::Pops::Types, Puppet::Pops::Time].each do |ns|
  ns.constants(false).sort.each do |c|
    v = ns.const_get(c, false)
    next unless v.is_a?(Module) && mname(v) == "#{ns.name}::#{c}"
    mods[mname(v)] = v
    v.constants(false).sort.each do |c2|
      v2 = v.const_get(c2, false)
      mods[mname(v2)] = v2 if v2.is_a?(Class) && mname(v2) == "#{mname(v)}::#{c2}"
    end
  end
end

# the superclass a class's list is relative to: the nearest recorded one
# or, outside the recorded names, the first one
def base(cls, mods)
  s = cls.superclass
  s = s.superclass while s && (mname(s).nil? || (!mods.key?(mname(s)) && mname(s).start_with?('Puppet::')))
  s
end

# the positional arguments a method takes, as ArgumentError's "expected"
# words them, and whether it takes keywords
def arity(meth)
  ps = meth.parameters
  req = ps.count { |k, _| k == :req }
  opt = ps.count { |k, _| k == :opt }
  rest = ps.any? { |k, _| k == :rest }
  words = if rest then "#{req}+"
          elsif opt.positive? then "#{req}..#{req + opt}"
          else req.to_s
          end
  ps.any? { |k, _| %i[key keyreq keyrest].include?(k) } ? "#{words} k" : words
end

out = []
mods.keys.sort.each do |n|
  m = mods[n]
  if m.nil?
    out << "- #{n}"
    next
  end
  if m.is_a?(Class)
    sup = base(m, mods)
    out << "C #{n} < #{sup ? mname(sup) : 'BasicObject'}"
    inst = m.public_instance_methods(true) - (sup ? sup.public_instance_methods(true) : [])
    sing = m.public_methods(true) - (sup ? sup.public_methods(true) : Class.public_instance_methods(true))
  else
    out << "M #{n}"
    inst = m.public_instance_methods(true) - Object.public_instance_methods(true)
    sing = m.public_methods(true) - Module.public_instance_methods(true)
  end
  inst.map(&:to_s).sort.each { |x| out << "#{n}##{x}\t#{arity(m.instance_method(x))}" }
  sing.map(&:to_s).sort.each { |x| out << "#{n}.#{x}\t#{arity(m.method(x))}" }
end
puts "# Puppet #{Puppet.version}, Ruby #{RUBY_VERSION}: written by record.rb, do not edit"
puts out
