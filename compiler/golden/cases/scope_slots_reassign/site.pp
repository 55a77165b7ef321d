define r($q = 1) { $x = 1 $y = 2 $z = 3 $w = 4 $v = 5 $u = 6 $s = 7 $x = 2 }
r { 'a': }
