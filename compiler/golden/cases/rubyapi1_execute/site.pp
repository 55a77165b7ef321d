# Module Ruby running commands at compile time, as Puppet does on the server:
# voxpupuli-systemd's systemd::systemd_escape runs systemd-escape through
# Puppet::Util::Execution.execute; m::run passes the options modules use.
notice(systemd::systemd_escape('a-b c/d'))
notice(m::run(['echo', 'a', ['b', 'c']]))
notice(m::run('echo one two'))
notice(m::run('echo $((1 + 2)) | tr 3 x'))
notice(m::run(['/bin/sh', '-c', 'echo out; echo err >&2; exit 3']))
notice(m::run(['/bin/sh', '-c', 'echo out; echo err >&2; exit 3'], { 'failonfail' => false }))
notice(m::run(['/bin/sh', '-c', 'echo out; echo err >&2; exit 3'], { 'failonfail' => false, 'combine' => true }))
notice(m::run(['/bin/sh', '-c', 'echo out; exit 4'], { 'failonfail' => true }))
notice(m::run(['/bin/sh', '-c', 'echo "$PUNCH_X-$LANG-${HOME:-nohome}"'], { 'custom_environment' => { 'PUNCH_X' => 'x1' } }))
notice(m::run(['/bin/sh', '-c', 'exit 2'], { 'failonfail' => true, 'sensitive' => true }))
notice(m::run(['pwd'], { 'cwd' => '/usr/share' }))
notice(m::run(['/nonexistent/punch-cmd', 'x']))
notice(m::run(['/nonexistent/punch-cmd', 'x'], { 'failonfail' => false }))
notice(m::run(['/bin/sh', '-c', 'echo quiet'], { 'squelch' => true }))
