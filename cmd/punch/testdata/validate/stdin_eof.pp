notify { "a": }
$x = [1,
