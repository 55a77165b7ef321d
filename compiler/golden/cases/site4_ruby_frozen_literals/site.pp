# The reduction of err_site4_swh_flatten_frozen_literal: which Puppet values a
# Ruby function receives frozen (a single-quoted or bare-word string literal
# and hash keys are; double-quoted and computed strings are not).
$x = "dq"
$y = "i${x}"
notify { 'frozen':
  message => [frozen_q("dq"), frozen_q(sq), frozen_q('sq'), frozen_q($x), frozen_q($y), frozen_q(['a']),
    frozen_q({ 'k' => 'v', k2 => v2, 'k3' => "${x}" }), frozen_q("a${x}"), frozen_q(upcase('a')), frozen_q(1),
    frozen_q(['x'] + ['y']), frozen_q(lookup('site4::v')), frozen_q($facts['os']['family'])],
}
