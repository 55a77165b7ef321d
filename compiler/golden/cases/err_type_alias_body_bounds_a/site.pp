type Bound = Integer[default, 'x']
class c(Bound $p = 1) { notice($p) }
include c
