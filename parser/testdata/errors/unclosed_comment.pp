/* foo
$x = 1
