# What module Ruby writes to the process's standard output: puts, print,
# p, $stdout and STDOUT (the same object); $stderr and warn are not
# standard output (RUBY-12; Punch sends it to Interp.Stdout or the log).
puts 'a', ['b', ['c']], nil
print 'd', 1, "\n"
p 'e', :f
x = p
p x
$stdout.puts 'g'
$stdout.print 'h', "\n"
p $stdout.write('ij', 'k'), ($stdout << 'l' << "\n").equal?($stdout)
$stdout.printf("%03d\n", 7)
STDOUT.puts 'm'
p STDOUT.equal?($stdout), STDERR.equal?($stderr)
$stderr.puts 'not on stdout'
warn 'nor this'
$stdout.flush
$stdout.sync = true
p $stdout.tty?
