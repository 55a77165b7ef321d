# oracle.rb: evaluate Puppet snippets with the reference implementation (Puppet 7.23) and print
# what Puppet logged, so the Go tests of compiler/values compare against Puppet, never against
# Punch. Used by gen.sh; also handy by hand:
#   echo 'notice(Integer[1,2])' | ruby oracle.rb
# Input: one snippet per line on stdin. Output: one JSON object per input line on stdout:
#   {"log": ["text of each notice, in order"], "error": "Puppet's error message, or null"}
# Each snippet is compiled as the whole main manifest of a fresh compile (node "oracle.example.com",
# no facts), so an error in one snippet does not affect the others.
require 'json'
require 'tmpdir'
require 'puppet'

scratch = Dir.mktmpdir('values-oracle')
envdir = File.join(scratch, 'envs', 'production')
Dir.mkdir(File.join(scratch, 'envs'))
Dir.mkdir(envdir)
Dir.mkdir(File.join(envdir, 'manifests'))
site = File.join(envdir, 'manifests', 'site.pp')
File.write(site, '')
Puppet.initialize_settings(['--environmentpath', File.join(scratch, 'envs'), '--codedir', scratch,
  '--vardir', "#{scratch}/var", '--confdir', "#{scratch}/conf", '--logdir', "#{scratch}/log",
  '--rundir', "#{scratch}/run", '--hiera_config', "#{scratch}/conf/none.yaml", '--color', 'false',
  '--environment_timeout', '0'])
$captured = []
Puppet::Util::Log.newdesttype :values_oracle do
  def handle(msg)
    $captured << msg.message if msg.level == :notice && msg.source.to_s.start_with?('Scope(')
  end
end
Puppet::Util::Log.newdestination(:values_oracle)

$stdout.sync = true
STDIN.each_line do |line|
  code = line.chomp
  File.write(site, code + "\n")
  $captured = []
  err = nil
  begin
    env = Puppet.lookup(:environments).get!('production')
    Puppet.override(current_environment: env, loaders: nil) do
      node = Puppet::Node.new('oracle.example.com', environment: env)
      Puppet::Parser::Compiler.compile(node)
    end
  rescue Exception => e
    err = e.message; STDERR.puts err if ENV["RAW"]
    # Keep Puppet's message, not the location and node suffix nor the "Evaluation Error" prefix.
    err = err.sub(/ \(file: [^)]*\)/, '').sub(/ on node \S+\z/, '')
    err = err.sub(/\A(Evaluation Error|Internal Error): /, '').sub(/\AError while evaluating a [A-Za-z ]+?, /, '')
  end
  puts JSON.generate({ 'log' => $captured, 'error' => err })
end
