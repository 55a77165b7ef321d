# scope.function_NAME from module Ruby and a template: Puppet runs the 3.x
# function's own body with the caller's Array, unconverted (sprintf's %s of
# :undef is "undef"; fqdn_rand shifts the caller's Array).
notice(caller3())
notify { 't': message => template('m/t.erb') }
