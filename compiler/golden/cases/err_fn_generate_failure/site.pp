# generate() with a command that fails: Puppet's ExecutionFailure names the command line, the
# exit status and the output (stripped).
notice(generate('/bin/sh', '-c', 'echo partial output; echo oops >&2; exit 3'))
