# record.rb CASE_DIR... : record what Puppet 7.23's lookup answers for the queries of each oracle
# case, into CASE_DIR/expected/ID.json. Run through record.sh (which checks the Puppet version).
#
# A case is a directory holding
#   environments/production/   the environment (hiera.yaml, data/, modules/)
#   global/hiera.yaml          optional: the global layer (else a hiera_config that does not exist)
#   facts.json                 optional: the node's facts (else ../facts.json); the node is their clientcert
#   settings                   optional: extra Puppet settings, one "--name=value" per line (CASE
#                              stands for the case directory)
#   queries.txt                one query per line: ID NAMES [--merge M] [--type T] [--default V]
#                              [--default-values H] [--override H] [--explain] [--explain-options]
#                              NAMES are comma separated; M, V and H are JSON (or a bare word for M);
#                              values may not contain spaces. # starts a comment.
# Each query runs the way `puppet lookup` runs it (a compiler with the code 'undef' for the node,
# Puppet::Pops::Lookup.lookup in its top scope), with a fresh compiler and fresh warn_once state.
# ID.json holds: the value (Ruby inspect; to_s for time values) and its Ruby class, or the error
# message, its class and whether it is a LookupError; the warnings logged; the explanation.
require 'puppet'
require 'json'
require 'tmpdir'
require 'fileutils'

$captured = []
Puppet::Util::Log.newdesttype :oracle_capture do
  def handle(msg)
    $captured << [msg.level, msg.message.to_s]
  end
end

def parse_query(line)
  words = line.split
  q = { 'id' => words.shift, 'names' => words.shift.split(',') }
  until words.empty?
    w = words.shift
    case w
    when '--explain' then q['explain'] = true
    when '--explain-options' then q['explain_options'] = true
    when '--merge' then v = words.shift; q['merge'] = (v.start_with?('{') ? JSON.parse(v) : v)
    when '--type' then q['type'] = words.shift
    when '--default' then q['default'] = JSON.parse(words.shift, quirks_mode: true); q['has_default'] = true
    when '--default-values' then q['default_values'] = JSON.parse(words.shift)
    when '--override' then q['override'] = JSON.parse(words.shift)
    else raise "unknown query option #{w}"
    end
  end
  q
end

def show(v)
  case v
  when Puppet::Pops::Time::Timestamp, Puppet::Pops::Time::Timespan then v.to_s
  else v.inspect
  end
end

casedir = File.expand_path(ARGV[0])
# The queries run in the case directory: relative paths that Ruby code opens as they are (eyaml's
# key files) are relative to it. The Go test does the same.
Dir.chdir(casedir)
scratch = Dir.mktmpdir('hiera-oracle')
facts_file = File.exist?("#{casedir}/facts.json") ? "#{casedir}/facts.json" : File.join(File.dirname(casedir), 'facts.json')
hiera = File.exist?("#{casedir}/global/hiera.yaml") ? "#{casedir}/global/hiera.yaml" : "#{scratch}/conf/no-global-hiera.yaml"
extra = File.exist?("#{casedir}/settings") ? File.readlines("#{casedir}/settings").map { |l| l.strip.gsub("CASE", casedir) }.reject(&:empty?) : []
Puppet.initialize_settings(['--environmentpath', "#{casedir}/environments", '--codedir', casedir,
  '--confdir', "#{scratch}/conf", '--vardir', "#{scratch}/var", '--logdir', "#{scratch}/log",
  '--rundir', "#{scratch}/run", '--hiera_config', hiera, '--environment', 'production'] + extra)
Puppet::Util::Log.newdestination(:oracle_capture)
Puppet::Util::Log.level = :warning
facts = JSON.parse(File.read(facts_file))
node_name = facts['clientcert'] || 'web01.example.com'
FileUtils.rm_rf("#{casedir}/expected")
FileUtils.mkdir_p("#{casedir}/expected")
strip = lambda { |s| s.to_s.gsub("#{casedir}/", '').gsub(scratch, 'SCRATCH') }
n = 0
File.readlines("#{casedir}/queries.txt").each do |line|
  line = line.strip
  next if line.empty? || line.start_with?('#')
  q = parse_query(line)
  $unique_warnings = {}
  $captured.clear
  result = {}
  env = Puppet.lookup(:environments).get!('production')
  Puppet.override(current_environment: env) do
    node = Puppet::Node.new(node_name, environment: env)
    node.fact_merge(Puppet::Node::Facts.new(node_name, JSON.parse(File.read(facts_file))))
    Puppet[:code] = 'undef'
    compiler = Puppet::Parser::Compiler.new(node)
    compiler.compile do |catalog|
      scope = compiler.topscope
      ex = nil
      if q['explain'] || q['explain_options']
        ex = Puppet::Pops::Lookup::Explainer.new(!!q['explain_options'], q['explain_options'] && !q['explain'])
      end
      inv = Puppet::Pops::Lookup::Invocation.new(scope, q['override'] || {}, q['default_values'] || {}, ex)
      begin
        type = q['type'] ? Puppet::Pops::Types::TypeParser.singleton.parse(q['type'], scope) : nil
        v = Puppet::Pops::Lookup.lookup(q['names'], type, q['default'], !!q['has_default'], q['merge'], inv)
        result['value'] = show(v)
        result['class'] = v.class.name
      rescue StandardError, ScriptError => e
        # (ScriptError: a LoadError that a Ruby library raises, such as hiera-eyaml's for an
        # encryption scheme whose plugin is not installed, goes through Puppet unchanged.)
        result['error'] = strip.call(e.message)
        result['error_class'] = e.class.name
        result['lookup_error'] = e.is_a?(Puppet::DataBinding::LookupError)
      end
      result['explain'] = strip.call(ex.explain) if ex
      catalog
    end
  end
  result['warnings'] = $captured.select { |lvl, _| lvl == :warning }.map { |_, m| strip.call(m) }
  File.write("#{casedir}/expected/#{q['id']}.json", JSON.pretty_generate(result) + "\n")
  n += 1
end
FileUtils.rm_rf(scratch)
puts "recorded #{File.basename(casedir)}: #{n} queries with Puppet #{Puppet.version}"
