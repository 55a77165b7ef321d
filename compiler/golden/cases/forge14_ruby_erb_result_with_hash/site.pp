# Written for this case.
$out = probe::render('pool', ['a.example.com', 'b.example.com'])
file { '/etc/app/pool.ini': content => $out[0] }
notify { 'plain': message => $out[1] }
