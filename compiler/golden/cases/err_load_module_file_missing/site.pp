notice('start')
file { '/etc/x': content => file('motd/nosuch.txt') }
