# Collector queries: ==, !=, and, or, parentheses, title, tag, and array membership for ==.
@user { 'alice': groups => ['admin', 'dev'], shell => '/bin/bash', uid => 1001 }
@user { 'bob':   groups => 'dev', shell => '/bin/zsh', uid => 1002 }
@user { 'carol': groups => ['ops'], shell => '/bin/bash', uid => 1003, tag => ['oncall'] }
@user { 'dave':  shell => '/bin/sh', uid => 1004 }
@user { 'erin':  groups => ['ops'], shell => '/bin/zsh', uid => 1005 }
@user { 'frank': shell => '/bin/fish', uid => 1006 }
User <| groups == 'admin' |>
User <| title == 'bob' |>
User <| tag == 'oncall' or (shell == '/bin/sh' and uid == 1004) |>
User <| shell != '/bin/bash' and shell != '/bin/sh' and groups == 'ops' |>
