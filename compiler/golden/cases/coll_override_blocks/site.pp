# Collector overrides change matched resources (virtual or not, wherever declared), once per
# collector; several collectors apply in order; +> appends.
@user { ['u1', 'u2']: groups => ['base'], shell => '/bin/sh' }
user { 'u3': groups => ['base'], shell => '/bin/sh' }
class declare { file { '/etc/x': mode => '0644', tag => 'cfg' } }
include declare
User <| shell == '/bin/sh' |> { shell => '/bin/bash', groups +> ['extra'] }
User <| title == 'u1' |> { comment => 'first user' }
File <| tag == 'cfg' |> { mode => '0600' }
Notify <| |> { message => 'collected' }
notify { 'declared after the collector': }
