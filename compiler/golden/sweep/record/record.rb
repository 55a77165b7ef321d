# record.rb: the module sweep's oracle. In ONE Ruby process running Debian's Puppet 7.23, compile
# every class of the modules in MODULES (default /usr/share/puppet/modules), each as the only class
# of a node classified by an ENC (`classes: [NAME]`), and record
#   catalogs.jsonl  one line per class, sorted by name: {"class": NAME, "catalog": {...}} with the
#                   catalog normalized as catcmp.go compares it (normalize.rb), or
#                   {"class": NAME, "error": "Error: ..."}: the error Puppet printed (all its lines);
#   calls.jsonl     one line per distinct function call Puppet made during those compiles
#                   (calls.rb): {"n": times made, "class": first class that made it, "rec": {fn,
#                   api, file, line, via, [rb_file, rb_line], args, [block], ok|error|jump}};
#   meta.json       what the recording depends on: Puppet and Ruby versions, node, facts, the
#                   environment, a fingerprint of each module (modfp.rb), counts.
#
# The compile is the one tools/oracle_compile.rb (the golden suite's oracle) makes: node found
# through Puppet's node indirection with terminus exec (the ENC), fixed server facts, trusted data
# {authenticated: remote, certname: NODE}, Puppet::Parser::Compiler.compile. Unlike oracle_compile.rb
# the environment is loaded once and kept (environment_timeout unlimited, as Puppet Server does),
# so each compile costs only itself. check_cold.rb checks that this gives what a cold, separate
# `oracle_compile.rb` process gives.
#
# Usage: ruby record.rb --environmentpath DIR --environment NAME --node NODE --facts FILE
#                       --modules DIR --out DIR [--classes A,B,...] [--limit N] [--no-calls]
require 'optparse'
require 'json'
require 'tmpdir'
require 'fileutils'
require 'puppet'
require_relative 'calls'
require_relative 'normalize'
require_relative 'modfp'

SERVER_FACTS = {
  'serverversion' => '7.23.0',
  'servername' => 'puppet.example.com',
  'serverip' => '10.0.0.1',
}.freeze

opts = { calls: true }
OptionParser.new do |o|
  o.on('--environmentpath DIR') { |v| opts[:envpath] = v }
  o.on('--environment NAME') { |v| opts[:env] = v }
  o.on('--node NAME') { |v| opts[:node] = v }
  o.on('--facts FILE') { |v| opts[:facts] = v }
  o.on('--modules DIR') { |v| opts[:modules] = v }
  o.on('--out DIR') { |v| opts[:out] = v }
  o.on('--classes LIST') { |v| opts[:classes] = v.split(',') }
  o.on('--limit N', Integer) { |v| opts[:limit] = v }
  o.on('--no-calls') { opts[:calls] = false }
end.parse!
%i[envpath env node facts modules out].each do |k|
  abort("record.rb: missing --#{k}") unless opts[k]
end
FileUtils.mkdir_p(opts[:out])

scratch = Dir.mktmpdir('sweep-record')
# The ENC: a script printing the classification file, which is rewritten before each compile.
enc_yaml = File.join(scratch, 'enc.yaml')
enc_sh = File.join(scratch, 'enc.sh')
File.write(enc_sh, "#!/bin/sh\ncat '#{enc_yaml}'\n")
File.chmod(0o755, enc_sh)

settings = ['--environmentpath', opts[:envpath], '--codedir', File.dirname(opts[:envpath]),
            '--vardir', "#{scratch}/var", '--confdir', "#{scratch}/conf", '--logdir', "#{scratch}/log",
            '--rundir', "#{scratch}/run", '--hiera_config', File.join(scratch, 'no-global-hiera.yaml'),
            '--color', 'false', '--environment', opts[:env], '--environment_timeout', 'unlimited',
            '--node_terminus', 'exec', '--external_nodes', enc_sh]
Puppet.initialize_settings(settings)

# The error of a failed compile is the line Puppet logs for it (as oracle_compile.rb takes it).
$sweep_errors = []
Puppet::Util::Log.newdesttype :sweep_capture do
  def handle(msg)
    return unless msg.level == :err

    str = msg.respond_to?(:multiline) ? msg.multiline : msg.to_s
    str = msg.source == 'Puppet' ? str : "#{msg.source}: #{str}"
    $sweep_errors << "Error: #{str}"
  end
end
Puppet::Util::Log.newdestination(:sweep_capture)

# Every class defined in the modules' manifests, found with Puppet's own parser.
def module_classes(modules)
  parser = Puppet::Pops::Parser::EvaluatingParser.new
  names = []
  Dir.glob(File.join(modules, '*', 'manifests', '**', '*.pp')).sort.each do |f|
    prog = begin
      parser.parse_file(f)
    rescue StandardError => e
      warn "record.rb: #{f} does not parse (#{e.message.lines.first.chomp}); its classes are not swept"
      next
    end
    prog._pcore_all_contents([]) do |o, _|
      names << o.name if o.is_a?(Puppet::Pops::Model::HostClassDefinition)
    end
  end
  names.uniq.sort
end

classes = opts[:classes] || module_classes(opts[:modules])
classes = classes.first(opts[:limit]) if opts[:limit]
raw_facts = File.read(opts[:facts])
nodename = opts[:node]

SweepRecord.install if opts[:calls]
env = Puppet.lookup(:environments).get!(opts[:env])
trusted = Puppet::Context::TrustedInformation.new('remote', nodename, {})
catalogs = []
ok = 0
started = Time.now
SweepRecord::RECORDER.enable if opts[:calls]
classes.each_with_index do |name, i|
  File.write(enc_yaml, { 'classes' => [name] }.to_yaml)
  SweepRecord::RECORDER.current_class = name
  $sweep_errors.clear
  t0 = Time.now
  entry = { 'class' => name }
  begin
    Puppet.override(current_environment: env, trusted_information: trusted) do
      facts = JSON.parse(raw_facts)
      facts = facts['values'] if facts.is_a?(Hash) && facts.key?('values') && facts.key?('name')
      facts_obj = Puppet::Node::Facts.new(nodename, facts)
      node = begin
        Puppet::Node.indirection.find(nodename, environment: env, facts: facts_obj)
      rescue StandardError => e
        message = "Failed when searching for node #{nodename}: #{e}"
        Puppet.log_exception(e, message)
        raise Puppet::Error, message, e.backtrace
      end
      raise ArgumentError, "Could not find node '#{nodename}'; cannot compile" unless node

      node.add_server_facts(SERVER_FACTS)
      node.trusted_data = trusted.to_h
      catalog = Puppet::Parser::Compiler.compile(node)
      entry['catalog'] = SweepNormalize.catalog(catalog.to_resource.to_data_hash)
      ok += 1
    end
  rescue Exception => e # rubocop:disable Lint/RescueException
    raise if e.is_a?(SignalException) || e.is_a?(SystemExit) || e.is_a?(NoMemoryError)

    first = e.message.to_s.lines.first.to_s.chomp
    text = $sweep_errors.reverse.find { |l| l.include?(first) } || "Error: #{e.message}"
    # The whole message: Puppet's first line is what oracle_compile.rb keeps, but a message can
    # go on (one line per parameter at fault, ...).
    entry['error'] = text.chomp.gsub(/(#<[A-Za-z:_]+:)0x[0-9a-f]+/, '\10x0000000000000000')
  end
  catalogs << entry
  warn format('%4d/%d %-50s %s %.2fs', i + 1, classes.size, name, entry.key?('error') ? 'ERR' : 'ok ', Time.now - t0)
end
elapsed = Time.now - started

File.open(File.join(opts[:out], 'catalogs.jsonl'), 'w') do |f|
  catalogs.sort_by { |c| c['class'] }.each { |c| f.puts(JSON.generate(c)) }
end
calls = SweepRecord::RECORDER.calls.values
if opts[:calls]
  File.open(File.join(opts[:out], 'calls.jsonl'), 'w') do |f|
    # Sorted by function, place and content, so that a re-recording shows only real changes.
    calls.map { |c| [c['rec']['fn'], c['rec']['file'].to_s, c['rec']['line'].to_i, JSON.generate(c)] }
         .sort.each { |_, _, _, line| f.puts(line) }
  end
end
meta = {
  'puppet' => Puppet.version,
  'ruby' => RUBY_VERSION,
  'node' => nodename,
  'facts_sha256' => Digest::SHA256.hexdigest(raw_facts),
  'modules_dir' => opts[:modules],
  'modules' => SweepModFP.fingerprints(opts[:modules]),
  'classes' => catalogs.size,
  'catalogs' => ok,
  'errors' => catalogs.size - ok,
  'distinct_calls' => calls.size,
  'calls' => calls.sum { |c| c['n'] },
}
File.write(File.join(opts[:out], 'meta.json'), JSON.pretty_generate(meta) + "\n")
warn format('record.rb: %d classes (%d catalogs, %d errors), %d calls (%d distinct) in %.0fs',
            catalogs.size, ok, catalogs.size - ok, meta['calls'], calls.size, elapsed)
FileUtils.rm_rf(scratch)
