$a = "x\qy\z"
$b = "a\u12 b"
$c = "a\q$x\w${y}\e"
$d = "\u005cn|\u005cq|\u005c"
$e = "\é"
$h = "multi
line \q
end"
