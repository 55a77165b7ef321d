$a = 1
$a.each |$y| { } ["a"]
notify { $y: }
