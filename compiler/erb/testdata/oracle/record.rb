# Records what Puppet 7 (Ruby 3.1) does with every ERB template rendered while compiling a
# manifest: the template's source, the variables it sees, the scope lookups and function calls
# it makes (with their results) and the text it produces. erb's oracle test replays each
# render through Punch's interpreter and compares the text.
#
# Usage: ruby record.rb MANIFEST.pp OUT.json   (run by record.sh; needs the Debian puppet
# package and the puppet-module-* packages the manifest uses)
require 'puppet'
require 'json'
require 'tmpdir'
require 'fileutils'

manifest, outfile = ARGV
MODULEPATH = '/usr/share/puppet/modules'

# enc encodes a Ruby value as JSON: Hashes with only String keys become objects (order kept),
# other Hashes {"__hash__": [[k, v], ...]}, Symbols {"__sym__": name}, Floats keep their
# decimal point, other objects {"__obj__": to_s, "class": name}.
def enc(v, depth = 0)
  raise 'too deep' if depth > 50
  case v
  when nil, true, false, Integer, String then v
  when Float then v.nan? || v.infinite? ? { '__obj__' => v.to_s, 'class' => 'Float' } : v
  when Symbol then { '__sym__' => v.to_s }
  when Array then v.map { |e| enc(e, depth + 1) }
  when Hash
    if v.keys.all? { |k| k.is_a?(String) } && !v.key?('__hash__') && !v.key?('__sym__') && !v.key?('__obj__')
      v.each_with_object({}) { |(k, e), h| h[k] = enc(e, depth + 1) }
    else
      { '__hash__' => v.map { |k, e| [enc(k, depth + 1), enc(e, depth + 1)] } }
    end
  else { '__obj__' => v.to_s, 'class' => v.class.name }
  end
end

$renders = []
$sources = {}
$stack = []
$top = nil

# The template sees this proxy as `scope`: it forwards to the real scope and logs what the
# template asks.
class RecordingScope < BasicObject
  def initialize(real, rec)
    @real = real
    @rec = rec
  end

  def lookupvar(name, *rest)
    v = @real.lookupvar(name, *rest)
    @rec['lookups'] << [name, ::Kernel.send(:enc, v)]
    v
  end

  def [](name, *rest)
    v = @real[name, *rest]
    @rec['lookups'] << [name, ::Kernel.send(:enc, v)]
    v
  end

  def call_function(name, args, &block)
    r = @real.call_function(name, args, &block)
    @rec['calls'] << [name, ::Kernel.send(:enc, args), ::Kernel.send(:enc, r)]
    r
  end

  def to_hash(*a)
    h = @real.to_hash(*a)
    @rec['to_hash'] = true
    h
  end

  def setvar(name, value, *rest)
    @rec['setvars'] << name
    @real.setvar(name, value, *rest)
  end

  def method_missing(m, *args, &block)
    if m.to_s.start_with?('function_')
      r = @real.send(m, *args, &block)
      @rec['calls'] << [m.to_s.sub('function_', ''), ::Kernel.send(:enc, args[0]), ::Kernel.send(:enc, r)]
      return r
    end
    @rec['other'] << m.to_s
    @real.send(m, *args, &block)
  end

  def respond_to_missing?(m, p = false)
    @real.respond_to?(m, p)
  end
end

module Kernel
  public :enc
end

class Puppet::Parser::TemplateWrapper
  alias_method :punch_orig_result, :result

  def result(string = nil)
    real = @__scope__
    rec = { 'file' => nil, 'vars' => {}, 'lookups' => [], 'calls' => [], 'setvars' => [], 'other' => [] }
    if string
      rec['source'] = string
      rec['file'] = ''
    else
      rec['file'] = @__file__.sub(%r{^#{MODULEPATH}/}, '')
      $sources[rec['file']] = Puppet::FileSystem.read_preserve_line_endings(@__file__)
    end
    top = real.compiler.topscope.to_hash
    $top ||= top.each_with_object({}) { |(k, v), h| h[k] = enc(v) }
    visible = real.to_hash
    visible.each do |k, v|
      next if top.key?(k) && top[k].equal?(v)
      rec['vars'][k] = enc(v)
    end
    # a top-scope variable hidden by a local undef is not visible (scope.to_hash drops it)
    top.each_key { |k| rec['vars'][k] = nil unless visible.key?(k) }
    begin
      out = nil
      # bind the variables as result() does, then render with the proxy as `scope`
      real.to_hash.each { |name, value| instance_variable_set("@#{name.gsub(/[^\w]/, '_')}", value) }
      @__scope__ = RecordingScope.new(real, rec)
      template = Puppet::Util.create_erb(string || $sources[rec['file']])
      template.filename = @__file__
      out = template.result(binding)
      rec['output'] = out
    rescue Exception => e
      rec['error'] = e.class.name
      rec['message'] = e.message
      line = (e.backtrace || []).map { |l| l[/\A#{Regexp.escape(@__file__ || '(erb)')}:(\d+)/, 1] }.compact.first
      rec['line'] = line.to_i
      raise
    ensure
      @__scope__ = real
      $renders << rec
    end
    out
  end
end

scratch = Dir.mktmpdir('erboracle')
envdir = File.join(scratch, 'envs', 'production')
FileUtils.mkdir_p(File.join(envdir, 'manifests'))
FileUtils.cp(manifest, File.join(envdir, 'manifests', 'site.pp'))
File.write(File.join(envdir, 'environment.conf'), "modulepath = #{MODULEPATH}\n")
Puppet.initialize_settings(['--environmentpath', File.join(scratch, 'envs'), '--codedir', scratch,
  '--vardir', "#{scratch}/var", '--confdir', "#{scratch}/conf", '--logdir', "#{scratch}/log",
  '--rundir', "#{scratch}/run", '--hiera_config', "#{scratch}/conf/hiera-none.yaml"])
Puppet::Util::Log.newdestination(:console)
factsfile = File.join(__dir__, 'facts.json')
facts = JSON.parse(File.read(factsfile))
# manifests/NAME.facts.json, when present, overrides some facts (another OS family, ...)
override = manifest.sub(/\.pp\z/, '.facts.json')
facts = facts.merge(JSON.parse(File.read(override))) if File.exist?(override)
env = Puppet.lookup(:environments).get!('production')
nodename = 'web01.example.com'
trusted = Puppet::Context::TrustedInformation.new('remote', nodename, {})
Puppet.override(current_environment: env, trusted_information: trusted) do
  node = Puppet::Node.new(nodename, environment: env, facts: Puppet::Node::Facts.new(nodename, facts))
  node.merge(facts)
  node.add_server_facts({ 'serverversion' => '7.23.0', 'servername' => 'puppet.example.com',
                          'serverip' => '10.0.0.1', 'environment' => 'production' })
  node.trusted_data = trusted.to_h
  begin
    Puppet::Parser::Compiler.compile(node)
  rescue Puppet::Error => e
    # keep the recording when a template failed: the failure is part of the oracle
    raise unless $renders.any? { |r| r['error'] }
    STDERR.puts "compile failed in a template (recorded): #{e.message.lines.first}"
  end
end
FileUtils.rm_rf(scratch)
File.write(outfile, JSON.pretty_generate({ 'manifest' => File.read(manifest), 'top' => $top, 'sources' => $sources, 'renders' => $renders }) + "\n")
STDERR.puts "#{outfile}: #{$renders.size} renders"
