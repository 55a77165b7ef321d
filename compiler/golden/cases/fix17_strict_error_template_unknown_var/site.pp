# strict = error: an ERB template's scope.lookupvar of an unknown variable raises
notify { 't': message => inline_template("<%= scope.lookupvar('nosuch') %>|") }
