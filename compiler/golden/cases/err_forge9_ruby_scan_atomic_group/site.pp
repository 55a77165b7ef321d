# String#scan with \G and an atomic group (see the function's comment).
notice(scan_options('from="10.0.0.0/8",no-pty,command="/bin/echo a,b"'))
notice(scan_options("no-agent-forwarding,,permitopen='host:22',tunnel=\\,x"))
notice(scan_options('environment="A=1",x'))
notice(scan_options('bad"quote'))
