# strict_variables = true: a qualified variable of a class that was never
# evaluated, inside an interpolated string.
notify { 'x': message => "port ${profile::web::port}" }
