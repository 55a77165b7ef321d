notice('ok')
$x = no_such_function(1)
