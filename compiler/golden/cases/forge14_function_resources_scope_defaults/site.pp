# Written for this case: resource defaults (node and class scope) and a collector override on resources that 4.x and 3.x functions declare.
Package { ensure => 'installed' }
include app
Package <| title == 'curl' |> { ensure => '1.0' }
