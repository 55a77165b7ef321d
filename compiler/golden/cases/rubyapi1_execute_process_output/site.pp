# Puppet::Util::Execution.execute's result: a String subclass with exitstatus
# (modules run with failonfail: false and test exitstatus).
notice(m::run(['/bin/sh', '-c', 'echo out; exit 5']))
notice(m::run(['true']))
