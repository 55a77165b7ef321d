type Bound = Float['a', 2.5]
class c(Bound $p = 1.0) { notice($p) }
include c
