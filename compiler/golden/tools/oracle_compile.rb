# oracle_compile.rb: compile one node's catalog with the reference implementation (Puppet 7.23,
# Debian package) the way Puppet's catalog compiler terminus does it, and write what Puppet
# produced into OUTDIR:
#   catalog.json  the compiled catalog (Puppet's JSON, catalog_format 2), when the compile succeeded
#   error.txt     the error Puppet printed (all its lines), when it failed
#   log.txt       every line Puppet logged at notice level or above during the compile, formatted
#                 as Puppet's console prints it ("Notice: Scope(Class[main]): text"), in order,
#                 without the line that reports the failure itself
#   seconds.txt   the compile time Puppet took (proof that Puppet produced the files)
#
# Usage: ruby oracle_compile.rb --environmentpath DIR --environment NAME --node NAME --facts FILE
#             --out DIR [--external_nodes CMD] [--hiera_config FILE] [--run_mode MODE]
#             [--puppet_conf FILE]
#
# The node is found through Puppet's node indirection: terminus "plain" by default, or "exec"
# with --external_nodes, so an ENC's classes, parameters and environment reach the compiler
# exactly as they do in Puppet Server. Server facts are fixed values (see SERVER_FACTS) so the
# result does not depend on the machine that generated it.
require 'optparse'
require 'json'
require 'yaml'
require 'tmpdir'
require 'puppet'

SERVER_FACTS = {
  'serverversion' => '7.23.0',
  'servername' => 'puppet.example.com',
  'serverip' => '10.0.0.1',
}.freeze

opts = {}
OptionParser.new do |o|
  o.on('--environmentpath DIR') { |v| opts[:envpath] = v }
  o.on('--environment NAME') { |v| opts[:env] = v }
  o.on('--node NAME') { |v| opts[:node] = v }
  o.on('--facts FILE') { |v| opts[:facts] = v }
  # The node certificate's extensions ($trusted['extensions']), as Puppet Server reads them from
  # the agent's certificate: a YAML hash of short names (pp_role) to values.
  o.on('--trusted_extensions FILE') { |v| opts[:trusted_extensions] = v }
  o.on('--out DIR') { |v| opts[:out] = v }
  o.on('--external_nodes CMD') { |v| opts[:enc] = v }
  o.on('--hiera_config FILE') { |v| opts[:hiera] = v }
  # Puppet's run mode (server: as Puppet Server runs the compile; see gen_expected.sh's run_mode).
  o.on('--run_mode MODE') { |v| opts[:run_mode] = v }
  # The case's own puppet.conf (strict = error, ...): Puppet reads it from the confdir, as it
  # reads /etc/puppetlabs/puppet/puppet.conf; the flags above win over it, as on a command line.
  o.on('--puppet_conf FILE') { |v| opts[:puppet_conf] = v }
end.parse!
%i[envpath env node facts out].each do |k|
  abort("oracle_compile.rb: missing --#{k}") unless opts[k]
end

scratch = Dir.mktmpdir('golden-oracle')
hiera = opts[:hiera] || File.join(scratch, 'no-global-hiera.yaml')
settings = ['--environmentpath', opts[:envpath], '--codedir', File.dirname(opts[:envpath]),
            '--vardir', "#{scratch}/var", '--confdir', "#{scratch}/conf", '--logdir', "#{scratch}/log",
            '--rundir', "#{scratch}/run", '--hiera_config', hiera, '--color', 'false',
            '--environment', opts[:env]]
settings += ['--node_terminus', 'exec', '--external_nodes', opts[:enc]] if opts[:enc]
if opts[:puppet_conf]
  FileUtils.mkdir_p("#{scratch}/conf")
  FileUtils.cp(opts[:puppet_conf], "#{scratch}/conf/puppet.conf")
end
Puppet.initialize_settings(settings)
Puppet.settings.preferred_run_mode = opts[:run_mode].to_sym if opts[:run_mode]

# Capture log lines the way Puppet's console destination formats them (without colour).
$golden_log = []
LEVEL_NAMES = { emerg: 'Emergency', alert: 'Alert', crit: 'Critical', err: 'Error',
                warning: 'Warning', notice: 'Notice', info: 'Info', debug: 'Debug' }.freeze
Puppet::Util::Log.newdesttype :golden_capture do
  def handle(msg)
    str = msg.respond_to?(:multiline) ? msg.multiline : msg.to_s
    str = msg.source == 'Puppet' ? str : "#{msg.source}: #{str}"
    $golden_log << [msg.level, "#{LEVEL_NAMES[msg.level]}: #{str}"]
  end
end
Puppet::Util::Log.newdestination(:golden_capture)

raw = File.read(opts[:facts])
facts = opts[:facts].end_with?('.json') ? JSON.parse(raw) : YAML.safe_load(raw)
facts = facts['values'] if facts.is_a?(Hash) && facts.key?('values') && facts.key?('name')
nodename = opts[:node]

out = opts[:out]
status = 0
started = Time.now
begin
  env = Puppet.lookup(:environments).get!(opts[:env])
  exts = opts[:trusted_extensions] ? YAML.safe_load(File.read(opts[:trusted_extensions])) : {}
  trusted = Puppet::Context::TrustedInformation.new('remote', nodename, exts)
  Puppet.override(current_environment: env, trusted_information: trusted) do
    facts_obj = Puppet::Node::Facts.new(nodename, facts)
    # As Puppet::Resource::Catalog::Compiler#find_node does.
    node = begin
      Puppet::Node.indirection.find(nodename, environment: env, facts: facts_obj)
    rescue => detail
      message = "Failed when searching for node #{nodename}: #{detail}"
      Puppet.log_exception(detail, message)
      raise Puppet::Error, message, detail.backtrace
    end
    raise ArgumentError, "Could not find node '#{nodename}'; cannot compile" unless node
    node.add_server_facts(SERVER_FACTS)
    node.trusted_data = trusted.to_h
    started = Time.now
    catalog = Puppet::Parser::Compiler.compile(node)
    File.write(File.join(out, 'catalog.json'), JSON.pretty_generate(catalog.to_resource.to_data_hash) + "\n")
  end
rescue Exception => e # rubocop:disable Lint/RescueException
  status = 1
  first = e.message.to_s.lines.first.to_s.chomp
  # Puppet logs the failure (Puppet.log_exception) before raising it: that logged line is the
  # error Puppet printed; it is not part of the compile's log output.
  idx = $golden_log.rindex { |lvl, line| lvl == :err && line.include?(first) }
  if idx
    text = $golden_log[idx][1]
    $golden_log.delete_at(idx)
  else
    text = "Error: #{e.message}"
  end
  # The whole text, every line of it (a message with line breaks: fail("a\nb"), a Ruby error's
  # text): the harness compares all of it.
  File.write(File.join(out, 'error.txt'), text.chomp + "\n")
  # Puppet's issue code (Puppet::Pops::Issues) of the error, where Puppet raised it with one: the
  # exception itself or the first cause that has one ("Error while evaluating a Function Call"
  # wraps the function's error). Punch gives its diagnostics the same code.
  cur = e
  seen = 0
  while cur && seen < 10
    if cur.respond_to?(:issue_code) && cur.issue_code
      File.write(File.join(out, 'issue.txt'), cur.issue_code.to_s + "\n")
      break
    end
    cur = cur.cause
    seen += 1
  end
end
File.write(File.join(out, 'seconds.txt'), format("%.3f\n", Time.now - started))
File.write(File.join(out, 'log.txt'), $golden_log.map { |_, l| l + "\n" }.join)
FileUtils.rm_rf(scratch)
exit status
