# Puppet's generate(): runs a fully qualified command on the compiling machine in the command's
# directory (/bin is /usr/bin on Debian 12), with LANG and LC_ALL set to C and HOME, USER,
# LOGNAME removed, stderr merged into the output it returns; arguments are flattened and
# stringified.
notice(generate('/bin/echo', 'hi', 3, ['a', ['b']]))
notice(generate('/bin/sh', '-c', 'pwd; echo "$LANG $LC_ALL [$HOME] [$USER] [$LOGNAME]"; echo to-stderr >&2'))
$r = generate('/bin/printf', '%s|', 'x y', '')
notice("[${r}]")
