# Backticks, %x, Kernel#system and Open3 as Ruby 3.1 runs them: the
# command line rule (shell characters: /bin/sh -c), $? (Process::Status),
# errors of a command that cannot start, ENV handed to the child (RUBY-12).
def pid_free(s)
  s.to_s.sub(/pid \d+/, 'pid N')
end

out = `printf '%s\\n' hello second`
p out, out.lines.size, $?.exitstatus, $?.success?, $?.class, out.frozen?, out.encoding
p pid_free($?), pid_free($?.inspect), $?.to_i, $?.exited?, $?.signaled?, $?.termsig, $?.pid.is_a?(Integer)
missing = `cat /nonexistent/ruby12 2>/dev/null`
p missing, $?.exitstatus, $?.success?, $?.to_i, $? == 256, $? & 0xff00, $? >> 8
p %x(echo hi | tr a-z A-Z).chomp
word = 'a b'
p `echo #{word}`
p `exit 4`, $?.exitstatus
`sh -c 'kill -9 $$'`
p pid_free($?), $?.exitstatus, $?.termsig, $?.success?, $?.to_i, $?.exited?, $?.signaled?
p((`nonexist_cmd_ruby12` rescue [$!.class, $!.message]))
p pid_free($?), $?.exitstatus
p((`#{''}` rescue [$!.class, $!.message]))
p `echo err >&2; echo out`
ENV['RUBY12_VAR'] = 'from ENV'
p `echo $RUBY12_VAR`
ENV.delete('RUBY12_VAR')
p `echo "[$RUBY12_VAR]"`

p system('true'), system('exit 3'), $?.exitstatus
p system('echo', 'two words')
p system('nonexist_cmd_ruby12'), pid_free($?)
p system('nonexist_cmd_ruby12 x; true')
p((system('nonexist', exception: true) rescue [$!.class, $!.message]))
p((system('exit 3', exception: true) rescue [$!.class, $!.message]))
p system({ 'RUBY12_X' => 'y' }, 'test "$RUBY12_X" = y')
p system('pwd', chdir: '/')
p((system('true', nosuch: 1) rescue [$!.class, $!.message]))
p((system rescue [$!.class, $!.message]))

require 'open3'
o, s = Open3.capture2('echo', 'x y')
p o, s.class, s.exitstatus
o, s = Open3.capture2e('echo a; echo b >&2')
p o, s.success?
o, e, s = Open3.capture3({ 'RUBY12_FOO' => 'bar' }, 'echo $RUBY12_FOO; echo e >&2; exit 2', chdir: '/')
p o, e, s.exitstatus
o, s = Open3.capture2('cat', stdin_data: 'fed')
p o
o, s = Open3.capture2('cat')
p o
p((Open3.capture2('nonexist_cmd_ruby12') rescue [$!.class, $!.message]))
