# strict = warning: scope.lookupvar of an unknown variable warns once and gives nil
notify { 't': message => inline_template("<%= scope.lookupvar('nosuch').inspect %>|<%= scope['nosuch2'].inspect %>") }
