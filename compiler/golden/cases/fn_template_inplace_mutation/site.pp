# ERB templates that change a Puppet array, hash or string in place change the value Puppet holds:
# the template's @var is the very Ruby object of the variable, the parameter it was bound from and
# every other variable it was assigned to (apache's _scriptalias.erb, openssl's cert.cnf.erb).
define m::d (Array $list = [], Hash $h = {}, Array $names = []) {
  file { "/tmp/${title}": content => template('m/t.erb') }
  notify { "${title} after": message => "${list} ${h} ${names}" }
}
m::d { 'x': names => ['a', 'b'], h => { 'k' => 'v' } }
$shared = ['s']
m::d { 'y': list => $shared }
notice($shared)

class m::c (Array $servers = ['a']) {
  $copy = $servers
  $nested = { 'servers' => $servers, 'other' => [1] }
  $str = "abc${servers[0]}"
  $text = inline_template("<% @servers << 'b' %><% scope['m::c::copy'] << 'c' %><% @str << 'x' %><%= scope.call_function('join', [@copy, '+']) %>")
  notify { 'c': message => "${servers} ${copy} ${nested} ${str} ${text}" }
}
include m::c
notice($m::c::servers)
notice($m::c::nested)

$untouched = [1, 2]
$rendered = inline_template("<% l = @untouched.dup; l << 3 %><%= l.inspect %>")
notify { 'untouched': message => "${untouched} ${rendered}" }

$a = { 'k' => ['v'] }
$b = $a['k']
$r = inline_template("<% @a['k'] << 'w' %><% @a['n'] = 1 %>")
notify { 'nested': message => "${a} ${b}" }

$lambda_out = [[1]].map |$l| { $t = inline_template("<% @l << 2 %>"); $l }
notify { 'lambda': message => "${lambda_out}" }
