# A Ruby Symbol is not a String: a function taking a String refuses it.
$s = rb9::sym4('alone')
notice(rb9::shout($s))
