# 0.0 / 0 is NaN in Ruby, and Puppet lets it through.
$n = 0.0 / 0
notice($n)
notice("${n}")
notice(-1 * 2.5 / 0.5)
