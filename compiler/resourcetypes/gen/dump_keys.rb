#!/usr/bin/env ruby
# frozen_string_literal: true
#
# dump_keys.rb: oracle for ParseTitle and UniquenessKey. For each case of a JSON file
# ([{"type", "title", "params"}]) it builds a Puppet::Parser::Resource the way the compiler
# does and prints what Puppet computes: the title parsed by the type's title patterns and
# the resource's uniqueness key (or the error).
#
#   ruby dump_keys.rb CASES.json MODULEDIR... > ../testdata/key_oracle.json
require 'json'
require 'tmpdir'
require 'puppet'

cases = JSON.parse(File.read(ARGV.shift))
dirs = ARGV.map { |d| File.expand_path(d) }
Dir.mktmpdir('dump_keys') do |tmp|
  Puppet.initialize_settings(['--confdir', tmp, '--vardir', File.join(tmp, 'var'),
                              '--codedir', tmp, '--environmentpath', tmp, '--basemodulepath', '',
                              '--vendormoduledir', ''])
  Puppet::Util::Log.close_all
  dirs.flat_map { |d| Dir.glob(File.join(d, '*', 'lib')).sort }.reverse_each do |l|
    $LOAD_PATH.unshift(l) unless $LOAD_PATH.include?(l)
  end
  env = Puppet::Node::Environment.create(:oracle, dirs)
  out = []
  Puppet.override(current_environment: env) do
    node = Puppet::Node.new('oracle', environment: env)
    compiler = Puppet::Parser::Compiler.new(node)
    scope = Puppet::Parser::Scope.new(compiler)
    cases.each do |c|
      r = { 'type' => c['type'], 'title' => c['title'], 'params' => c['params'] || {} }
      begin
        res = Puppet::Parser::Resource.new(c['type'], c['title'], scope: scope, source: scope.source)
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
