# Records what Puppet 7 returns for every case in testdata/cases/*.cases, so
# that the Go tests compare Punch's functions with Puppet's results and never
# with their own. Usage (from compiler/functions): ruby testdata/oracle.rb
# (or testdata/record.sh), which rewrites testdata/oracle.json.
#
# A case file holds one Puppet expression per line (a function call, with or
# without a lambda); '#' starts a comment line. Directives change the setting
# of the lines that follow them:
#   @env core     no modules on the modulepath (Puppet's own functions)
#   @env modules  /usr/share/puppet/modules on the modulepath
#   @fqdn NAME    the node's networking.fqdn fact
#   @isolate      each following case gets a catalog of its own
# A line may hold several calls (statements); the value is the last one's.
# Resources a case adds to the catalog are recorded too.
# Each case is evaluated in the top scope of a compiled empty catalog, and
# its value (in a typed JSON form), error message and log lines are stored.
require 'puppet'
require 'puppet/test/test_helper'
require 'json'
require 'tmpdir'
require 'base64'

here = File.dirname(File.expand_path(__FILE__))
scratch = Dir.mktmpdir('punch-functions-oracle')
envdir = "#{scratch}/envs"
%w[core modules].each { |e| FileUtils.mkdir_p("#{envdir}/#{e}/manifests") }
File.write("#{envdir}/core/environment.conf", "modulepath = #{scratch}/none\n")
File.write("#{envdir}/modules/environment.conf", "modulepath = /usr/share/puppet/modules\n")
Puppet.initialize_settings(['--environmentpath', envdir, '--codedir', scratch,
  '--vardir', "#{scratch}/var", '--confdir', "#{scratch}/conf", '--logdir', "#{scratch}/log",
  '--rundir', "#{scratch}/run", '--hiera_config', "#{scratch}/conf/hiera-none.yaml"])
logs = []
Puppet::Util::Log.newdestination(Puppet::Test::LogCollector.new(logs))
base_facts = JSON.parse(File.read("#{here}/facts.json"))

# enc is the typed JSON form the Go test decodes: plain JSON for strings,
# integers, booleans and undef; tagged one-key objects for the rest.
def enc(v)
  case v
  when nil, :undef then nil
  when true, false then v
  when String
    u = v.dup.force_encoding('UTF-8')
    u.valid_encoding? ? u : { 'bytes' => [v].pack('m0') }
  when Integer then v
  when Float then { 'float' => v.to_s }
  when :default then { 'default' => true }
  when Array then v.map { |e| enc(e) }
  when Hash then { 'hash' => v.map { |k, e| [enc(k), enc(e)] } }
  when Regexp then { 'regexp' => v.source }
  when Puppet::Pops::Types::PSensitiveType::Sensitive then { 'sensitive' => enc(v.unwrap) }
  when Puppet::Pops::Types::PBinaryType::Binary then { 'binary' => v.to_s }
  when Puppet::Pops::Time::Timespan then { 'timespan' => v.to_s }
  when Puppet::Pops::Time::Timestamp then { 'timestamp' => v.to_s }
  when SemanticPuppet::Version then { 'semver' => v.to_s }
  when SemanticPuppet::VersionRange then { 'semverrange' => v.to_s }
  when Puppet::Pops::Types::PAnyType then { 'type' => v.to_s }
  when Puppet::Pops::Types::Iterable
    a = []
    v.each { |*e| a << (e.size == 1 ? e[0] : e) }
    { 'iterator' => a.map { |e| enc(e) } }
  else { 'ruby' => v.class.name, 'to_s' => v.to_s }
  end
end

def clean_error(msg)
  msg = msg.dup.force_encoding('UTF-8').scrub
  msg = msg.sub(/\AEvaluation Error: /, '')
  msg = msg.sub(/\AError while evaluating a [A-Za-z ]+?, /, '')
  msg = msg.sub(/ \(file: case\.pp(, line: \d+)?(, column: \d+)?\)\z/m, '')
  msg.sub(/ at case\.pp:\d+(:\d+)?\z/, '')
end

def clean_log(l)
  msg = l.message.sub(/\n   \((location|file): .*\)\z/m, '').sub(/\n   \(file & line not available\)\z/, '')
  "#{l.level}: #{msg}"
end

compilers = {}
results = {}
Dir.glob("#{here}/cases/*.cases").sort.each do |path|
  env = 'core'
  isolate = false
  fqdn = base_facts['networking']['fqdn']
  File.readlines(path, chomp: true).each_with_index do |line, i|
    code = line.strip
    next if code.empty? || code.start_with?('#')
    if code.start_with?('@env ')
      env = code.split(' ', 2)[1]
      next
    elsif code.start_with?('@fqdn ')
      fqdn = code.split(' ', 2)[1]
      next
    elsif code == '@isolate'
      isolate = true
      next
    end
    key = "#{env}|#{fqdn}|#{code}"
    next if results.key?(key)
    compilers.delete([env, fqdn]) if isolate
    compiler, environment = compilers[[env, fqdn]] ||= begin
      facts = Marshal.load(Marshal.dump(base_facts))
      facts['networking']['fqdn'] = fqdn
      facts['fqdn'] = fqdn
      environment = Puppet.lookup(:environments).get!(env)
      node = Puppet::Node.new('web01.example.com', environment: environment,
                              facts: Puppet::Node::Facts.new('web01.example.com', facts))
      node.merge(facts)
      c = nil
      Puppet.override(current_environment: environment) do
        c = Puppet::Parser::Compiler.new(node)
        c.compile
      end
      [c, environment]
    end
    logs.clear
    Puppet.clear_deprecation_warnings
    out = {}
    before = compiler.catalog.resources.map(&:ref)
    Puppet.override(current_environment: environment, global_scope: compiler.topscope, loaders: compiler.loaders) do
      begin
        v = Puppet::Pops::Parser::EvaluatingParser.new.evaluate_string(compiler.topscope, code, 'case.pp')
        out['value'] = enc(v)
      rescue Exception => e
        out['error'] = clean_error(e.message)
      end
    end
    added = compiler.catalog.resources.reject { |r| before.include?(r.ref) }
    unless added.empty?
      out['resources'] = added.map do |r|
        [r.type, r.title, enc(r.to_hash.map { |k, v| [k.to_s, v] }.to_h)]
      end
    end
    out['logs'] = logs.map { |l| clean_log(l) } unless logs.empty?
    results[key] = out
  end
end
File.write("#{here}/oracle.json", JSON.pretty_generate(results) + "\n")
STDERR.puts "recorded #{results.size} cases with Puppet #{Puppet.version}"
