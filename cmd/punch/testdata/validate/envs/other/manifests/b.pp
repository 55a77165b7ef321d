$x = 1
$x.each |$y| { } ["a"]
