# Written for this case.
define site::thing (String $v = 'x') { notify { "thing ${title} ${v}": } }
