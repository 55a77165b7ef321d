notice($nope)
notice($nope::x)
notice($::nope2)
class c { $v = 1 }
notice($c::v)
include c
notice($c::v, $c::nope)
