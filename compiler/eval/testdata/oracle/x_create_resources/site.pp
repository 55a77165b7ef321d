$users = { 'ann' => { 'uid' => 1 }, 'ben' => { 'uid' => 2, 'shell' => '/bin/zsh' } }
create_resources('user', $users, { 'shell' => '/bin/bash', 'managehome' => true })
create_resources('@group', { 'g1' => { 'gid' => 10 } })
realize([Group['g1']])
