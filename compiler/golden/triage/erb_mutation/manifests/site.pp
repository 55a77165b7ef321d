define m::d (Array $list = [], Hash $h = {}, Array $names = []) {
  file { "/tmp/${title}": content => template('m/t.erb') }
  notify { "${title} after": message => "${list} ${h} ${names}" }
}
m::d { 'x': names => ['a', 'b'], h => { 'k' => 'v' } }
$shared = ['s']
m::d { 'y': list => $shared }
notice($shared)
