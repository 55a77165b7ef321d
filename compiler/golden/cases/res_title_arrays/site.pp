# Arrays of titles (nested arrays flatten) create one resource each; a define gets each title.
notify { ['a', ['b', ['c']]]: message => 'same' }
define d { notify { "d ${title}": } }
d { ['x', 'y']: }
$list = ['p', 'q']
user { $list: ensure => present }
