$d = probe::later('kv/data/app/db')
notify { 'type': message => type($d, generalized) }
file { '/etc/app/db.conf': content => $d }
