#!/usr/bin/env ruby
# frozen_string_literal: true
#
# dump_types.rb: the oracle for package resourcetypes. It asks Puppet itself (Ruby
# introspection of Puppet::Type) what each resource type looks like and prints JSON.
#
#   ruby dump_types.rb builtin              > ../testdata/builtin_types.json
#   ruby dump_types.rb modules MODULEDIR... > ../testdata/module_types_oracle.json
#   ruby dump_types.rb pcore PCOREDIR       > ../testdata/pcore_types_oracle.json
#
# "builtin" describes the types shipped in Puppet's own lib/puppet/type (as loaded by
# Puppet::Type.loadall with an empty modulepath) and the metaparameters.
# "modules" loads every lib/puppet/type/*.rb of every module found in the given module
# directories (the modules Puppet's environment sees on that modulepath) through Puppet's
# autoloader, with every module's lib on $LOAD_PATH as after a pluginsync, and describes each
# type, or records why it did not load.
#
# The Go tables (builtin_gen.go) are generated from the builtin JSON by gen/main.go; the module
# JSON is only ever compared against, never used to build anything.
# "pcore" makes the *.pp files of PCOREDIR an environment's .resource_types and describes each
# type as Puppet's compiler loads it from there (Puppet::Pops::Resource::ResourceTypeImpl).
require 'json'
require 'fileutils'
require 'tmpdir'
require 'puppet'

# loaded_entry completes entry with the type the block loads, described by
# the method describer, or with why it did not load: missing when the block
# gives nil, else the exception's class and first line.
def loaded_entry(entry, missing, describer)
  t = yield
  if t.nil?
    entry['error'] = missing
  else
    entry['type'] = send(describer, t)
  end
  entry
rescue StandardError, ScriptError => e
  entry['error'] = "#{e.class}: #{e.message.lines.first.to_s.strip}"
  entry
end

def regexp_options(re)
  o = +''
  o << 'i' if (re.options & Regexp::IGNORECASE) != 0
  o << 'm' if (re.options & Regexp::MULTILINE) != 0
  o << 'x' if (re.options & Regexp::EXTENDED) != 0
  o
end

def describe_patterns(h, t)
  tp = t.title_patterns
  h['title_patterns'] = (tp || []).map do |re, attrs|
    re = Regexp.new(re) unless re.is_a?(Regexp) # Resource API types keep the pattern as given
    {
      'source' => re.source,
      'options' => regexp_options(re),
      'attributes' => attrs.map { |a| a[0].to_s },
      'procs' => attrs.map { |a| !a[1].nil? },
    }
  end
  h['title_patterns_nil'] = true if tp.nil?
rescue StandardError, ScriptError => e
  h['title_patterns_error'] = "#{e.class}: #{e.message}"
end

def describe_pcore(t)
  h = {
    'name' => t.name.to_s,
    'parameters' => t.parameters.map { |p| p.name.to_s },
    'properties' => t.properties.map { |p| p.name.to_s },
    'key_attributes' => t.key_attributes.map(&:to_s),
    'isomorphic' => t.isomorphic?,
  }
  describe_patterns(h, t)
  h
end

def describe(t)
  props = t.properties.map { |p| p.name.to_s }
  valid = t.validproperties.map(&:to_s)
  if props.sort != valid.sort
    raise "#{t.name}: properties #{props.inspect} differ from validproperties #{valid.inspect}"
  end
  h = {
    'name' => t.name.to_s,
    'parameters' => t.parameters.map(&:to_s),
    'properties' => props,
    'key_attributes' => t.key_attributes.map(&:to_s),
    'isomorphic' => t.isomorphic?,
  }
  describe_patterns(h, t)
  h
end

mode = ARGV.shift
Dir.mktmpdir('dump_types') do |tmp|
  Puppet.initialize_settings(['--confdir', tmp, '--vardir', File.join(tmp, 'var'),
                              '--codedir', tmp, '--environmentpath', tmp, '--basemodulepath', '',
                              '--vendormoduledir', ''])
  Puppet::Util::Log.close_all
  case mode
  when 'builtin'
    env = Puppet::Node::Environment.create(:oracle, [])
    Puppet.override(current_environment: env) do
      Puppet::Type.loadall
      types = []
      Puppet::Type.eachtype { |t| types << t }
      out = {
        'puppet_version' => Puppet.version,
        'metaparams' => Puppet::Type.metaparams.map(&:to_s),
        'types' => types.sort_by { |t| t.name.to_s }.map { |t| describe(t) },
      }
      puts JSON.pretty_generate(out)
    end
  when 'modules'
    dirs = ARGV.map { |d| File.expand_path(d) }
    env = Puppet::Node::Environment.create(:oracle, dirs)
    # the modules Puppet sees on this modulepath (valid names, earlier directories shadowing)
    mods = env.modules.sort_by { |m| [dirs.index(File.dirname(m.path)), m.name] }
    libs = mods.map { |m| File.join(m.path, 'lib') }
    libs.reverse_each { |l| $LOAD_PATH.unshift(l) unless $LOAD_PATH.include?(l) }
    files = mods.flat_map { |m| Dir.glob(File.join(m.path, 'lib', 'puppet', 'type', '*.rb')).sort }
    results = []
    Puppet.override(current_environment: env) do
      files.each do |f|
        rel = f.sub(%r{\A.*/([^/]+)/lib/puppet/type/}, '\1/lib/puppet/type/')
        name = File.basename(f, '.rb')
        entry = { 'file' => rel, 'module' => rel.split('/').first }
        results << loaded_entry(entry, 'Puppet::Type.type returned nil', :describe) { Puppet::Type.type(name.to_sym) }
      end
    end
    puts JSON.pretty_generate('puppet_version' => Puppet.version, 'types' => results)
  when 'pcore'
    src = File.expand_path(ARGV.shift)
    envdir = File.join(tmp, 'oracle') # tmp is the environmentpath
    FileUtils.mkdir_p(File.join(envdir, 'manifests'))
    FileUtils.mkdir_p(File.join(envdir, '.resource_types'))
    files = Dir.glob(File.join(src, '*.pp')).sort
    files.each { |f| FileUtils.cp(f, File.join(envdir, '.resource_types')) }
    env = Puppet.lookup(:environments).get('oracle')
    compiler = Puppet::Parser::Compiler.new(Puppet::Node.new('oracle', environment: env))
    results = []
    Puppet.override(current_environment: env, loaders: compiler.loaders) do
      loader = compiler.loaders.private_environment_loader
      files.each do |f|
        entry = { 'file' => File.basename(f) }
        results << loaded_entry(entry, 'not loaded', :describe_pcore) { loader.load(:resource_type_pp, File.basename(f, '.pp')) }
      end
    end
    puts JSON.pretty_generate('puppet_version' => Puppet.version, 'types' => results)
  else
    warn 'usage: dump_types.rb builtin | modules MODULEDIR... | pcore PCOREDIR'
    exit 2
  end
end
