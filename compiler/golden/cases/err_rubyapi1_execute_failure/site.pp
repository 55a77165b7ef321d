# A command a module function runs at compile time fails: Puppet's
# Puppet::ExecutionFailure ends the compile.
notice(m::run(['/bin/sh', '-c', 'echo partial output; echo oops >&2; exit 7']))
