# record.rb : what Puppet 7.23's lookup() gives for each call in cases.txt (with the environment
# beside it), into expected.json: the notice()'d value (Puppet's string form) or the error
# message. Run from this directory: ruby record.rb
require 'puppet'
require 'json'
require 'tmpdir'
here = File.expand_path(File.dirname(__FILE__))
scratch = Dir.mktmpdir('lookup-function')
Puppet.initialize_settings(['--environmentpath', "#{here}/environments", '--codedir', here, '--confdir', "#{scratch}/conf",
  '--vardir', "#{scratch}/var", '--hiera_config', "#{scratch}/none.yaml", '--environment', 'production'])
$notices = []
Puppet::Util::Log.newdesttype :lf_capture do
  def handle(msg)
    $notices << msg.message.to_s if msg.level == :notice
  end
end
Puppet::Util::Log.newdestination(:lf_capture)
facts = JSON.parse(File.read(File.join(here, '..', 'oracle', 'facts.json')))
out = []
File.readlines(File.join(here, 'cases.txt')).each do |line|
  line = line.strip
  next if line.empty? || line.start_with?('#')
  args, block = line.split(' | ')
  code = "notice(lookup(#{args})#{block ? ' |$key| { "computed for ${key}" }' : ''})"
  $notices.clear
  env = Puppet.lookup(:environments).get!('production')
  r = { 'call' => line }
  Puppet.override(current_environment: env, code: code) do
    Puppet[:code] = code
    node = Puppet::Node.new('web01.example.com', environment: env)
    node.fact_merge(Puppet::Node::Facts.new('web01.example.com', JSON.parse(JSON.dump(facts))))
    begin
      Puppet::Parser::Compiler.compile(node)
      r['value'] = $notices.last.sub(/\AScope\(Class\[main\]\): /, '')
    rescue StandardError => e
      r['error'] = e.message.sub(/\AEvaluation Error: Error while evaluating a Function Call, /, '').sub(/ \((file|line): .*\z/m, '').sub(/ on node .*\z/, '')
      r['evaluation_error'] = e.message.start_with?('Evaluation Error: ')
    end
  end
  out << r
end
File.write(File.join(here, 'expected.json'), JSON.pretty_generate(out) + "\n")
puts "recorded #{out.size} lookup() calls with Puppet #{Puppet.version}"
