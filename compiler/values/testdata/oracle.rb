# oracle.rb: evaluate Puppet snippets with the reference implementation (Puppet 7.23) so that the
# Go tests of compiler/values compare against Puppet, never against Punch.
#
#   ruby oracle.rb                   read one snippet per line on stdin, print one JSON object per
#                                    line: {"log": [notices...], "error": "message" or null}
#   ruby oracle.rb gen CASES OUT     turn a case file into its expected file (see gen.sh)
#
# Each snippet is compiled as the whole main manifest of a fresh compile (node
# "oracle.example.com", no facts), so an error in one snippet does not affect the others. Errors
# are reported without Puppet's location suffix and without the "Evaluation Error: " and
# "Error while evaluating a Function Call, " prefixes, which the evaluator adds.
require 'json'
require 'tmpdir'
require 'puppet'

scratch = Dir.mktmpdir('values-oracle')
envdir = File.join(scratch, 'envs', 'production')
Dir.mkdir(File.join(scratch, 'envs'))
Dir.mkdir(envdir)
Dir.mkdir(File.join(envdir, 'manifests'))
SITE = File.join(envdir, 'manifests', 'site.pp')
File.write(SITE, '')
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

def compile_snippet(code)
  File.write(SITE, code + "\n")
  $captured = []
  err = nil
  begin
    env = Puppet.lookup(:environments).get!('production')
    Puppet.override(current_environment: env, loaders: nil) do
      node = Puppet::Node.new('oracle.example.com', environment: env)
      Puppet::Parser::Compiler.compile(node)
    end
  rescue Exception => e
    err = e.message
    STDERR.puts err if ENV['RAW']
    err = err.sub(/ \(file: [^)]*\)/, '').sub(/ \(line: \d+(, column: \d+)?\)/, '').sub(/ on node \S+\z/, '')
    err = err.sub(/\AEvaluation Error: /, '').sub(/\AError while evaluating a Function Call, /, '')
  end
  [$captured, err]
end

SEP = ' ;; '

# The Puppet program that computes the result of one case, by kind (see cases/README).
def program(kind, a)
  case kind
  when 'tostr'    then "$v = #{a[0]} notice(\"${v}\")"
  when 'inst'     then "notice(#{a[1]} =~ #{a[0]})"
  when 'assign'   then "notice(#{a[0]} >= #{a[1]})"
  when 'eq'       then "notice(#{a[0]} == #{a[1]})"
  when 'cmp'      then "notice(#{a[1]} #{a[0]} #{a[2]})"
  when 'arith'    then "notice(String(#{a[1]} #{a[0]} #{a[2]}, '%p'))"
  when 'ariths'   then "$v = #{a[1]} #{a[0]} #{a[2]} notice(\"${v}\")"
  when 'params'   then "class c(#{a[0]}) {} class { 'c': * => #{a[2]} }"
  when 'neg'      then "$v = -(#{a[0]}) notice(\"${v}\")"
  when 'in'       then "if #{a[0]} in #{a[1]} { notice(\"true|${0}|${1}\") } else { notice('false') }"
  when 'match'    then "$r = case #{a[0]} { #{a[1]}: { \"true|${0}|${1}\" } } notice($r ? { undef => 'false', default => $r })"
  when 'matchop'  then "if #{a[0]} =~ #{a[1]} { notice(\"true|${0}|${1}\") } else { notice('false') }"
  when 'typeof'   then "$v = #{a[0]} notice(type($v)) notice(type($v, 'reduced')) notice(type($v, 'generalized'))"
  when 'mismatch' then "assert_type(#{a[0]}, #{a[1]}) notice('matched')"
  when 'fmt'      then a.size > 1 ? "notice(String(#{a[0]}, #{a[1]}))" : "notice(String(#{a[0]}))"
  when 'sprintf'  then "notice(sprintf(#{a.join(', ')}))"
  when 'new'      then "notice(String(new(#{a.join(', ')}), '%p'))"
  when 'parse'    then "notice(Type(#{a[0]}))"
  when 'val'      then "$v = #{a[0]} notice(String($v, '%p'))"
  when 'puppet'   then a[0]
  when 'call'     then
    lambda = a.last.start_with?('|') ? ' ' + a.pop + ' { }' : ''
    "#{a[0]}(#{a[1..-1].join(', ')})#{lambda} notice('ok')"
  when 'with'     then a[0].split(' | ').map { |d| "type #{d}" }.join(' ') + ' ' + program(a[1], a[2..-1])
  else raise "unknown case kind #{kind}"
  end
end

if ARGV[0] == 'gen'
  cases, out = ARGV[1], ARGV[2]
  lines = []
  File.readlines(cases, chomp: true).each do |line|
    if line.strip.empty? || line.start_with?('#')
      lines << line
      next
    end
    kind, *args = line.split(SEP)
    log, err = compile_snippet(program(kind, args))
    lines << (err ? "#{line}\t!! #{JSON.generate(err)}" : "#{line}\t=> #{JSON.generate(log.join("\n"))}")
  end
  File.write(out, lines.join("\n") + "\n")
else
  $stdout.sync = true
  STDIN.each_line do |line|
    log, err = compile_snippet(line.chomp)
    puts JSON.generate({ 'log' => log, 'error' => err })
  end
end
