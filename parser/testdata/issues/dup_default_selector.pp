$y = 1
$x = $y ? { default => 1, default => 2 }
