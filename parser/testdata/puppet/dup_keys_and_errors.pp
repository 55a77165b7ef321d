class plan {} $h = {a => 1, a => 2} $a::b = 1 $c::d = 2
