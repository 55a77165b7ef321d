#!/usr/bin/env ruby
# frozen_string_literal: true
#
# dump_keys.rb: oracle for ParseTitle and UniquenessKey. For each case of a JSON file
# ([{"type", "title", "params"}]) it builds a Puppet::Parser::Resource the way Puppet's
# compiler does (Runtime3ResourceSupport: the environment's pcore type if there is one, else
# the Ruby type) and prints what Puppet computes: the title parsed by the type's title
# patterns and the resource's uniqueness key (or the error).
#
#   ruby dump_keys.rb CASES.json MODULEDIR...                   > ../testdata/key_oracle.json
#   ruby dump_keys.rb --pcore PCOREDIR CASES.json MODULEDIR...  > ../testdata/key_oracle_pcore.json
#
# With --pcore, the *.pp files of PCOREDIR are the environment's .resource_types.
require 'json'
require 'fileutils'
require 'tmpdir'
require 'puppet'

pcore = nil
if ARGV.first == '--pcore'
  ARGV.shift
  pcore = File.expand_path(ARGV.shift)
end
cases = JSON.parse(File.read(ARGV.shift))
dirs = ARGV.map { |d| File.expand_path(d) }
Dir.mktmpdir('dump_keys') do |tmp|
  envdir = File.join(tmp, 'envs', 'oracle')
  FileUtils.mkdir_p(File.join(envdir, 'manifests'))
  if pcore
    FileUtils.mkdir_p(File.join(envdir, '.resource_types'))
    Dir.glob(File.join(pcore, '*.pp')).each { |f| FileUtils.cp(f, File.join(envdir, '.resource_types')) }
  end
  Puppet.initialize_settings(['--confdir', tmp, '--vardir', File.join(tmp, 'var'),
                              '--codedir', tmp, '--environmentpath', File.join(tmp, 'envs'),
                              '--basemodulepath', dirs.join(File::PATH_SEPARATOR),
                              '--vendormoduledir', ''])
  Puppet::Util::Log.close_all
  env = Puppet.lookup(:environments).get('oracle')
  env.modules.map { |m| File.join(m.path, 'lib') }.reverse_each do |l|
    $LOAD_PATH.unshift(l) unless $LOAD_PATH.include?(l)
  end
  out = []
  node = Puppet::Node.new('oracle', environment: env)
  compiler = Puppet::Parser::Compiler.new(node)
  Puppet.override(current_environment: env, loaders: compiler.loaders) do
    scope = Puppet::Parser::Scope.new(compiler)
    loader = compiler.loaders.private_environment_loader
    cases.each do |c|
      r = { 'type' => c['type'], 'title' => c['title'], 'params' => c['params'] || {} }
      begin
        rtype = loader.load(:resource_type_pp, c['type'].downcase) || Puppet::Type.type(c['type'])
        raise "unknown type #{c['type']}" unless rtype
        r['pcore'] = rtype.is_a?(Puppet::Pops::Resource::ResourceTypeImpl)
        res = Puppet::Parser::Resource.new(rtype, c['title'], scope: scope, source: scope.source)
        (c['params'] || {}).each { |k, v| res.set_parameter(k.to_sym, v) }
        parsed = res.send(:parse_title)
        r['parsed'] = parsed.map { |k, v| [k.to_s, v] }
        r['key'] = res.uniqueness_key
        r['isomorphic'] = res.isomorphic?
      rescue StandardError => e
        r['error'] = e.message
      end
      out << r
    end
  end
  puts JSON.pretty_generate(out)
end
