define d($x = $name) { notify { "${title}/${name}/${x}": } }
d { 'one': }
d { 'two': name => 'deux' }
