# Puppet regexps over non-ASCII text (written for this case; asked for by FIX-12): \b and \B next to accented
# letters (Onigmo's word boundary is Unicode while \w is ASCII), \w and \W.
$words = ['café', 'naïve test', 'Ωmega', 'x_y', 'über-cool', '日本語']
$words.each |$w| {
  notice([$w, $w =~ /caf\b/, $w =~ /caf\B/, $w =~ /\bcool\b/, $w =~ /\w+$/, $w =~ /\W/, $w.match(/(\w+)/), $w.split(/\b/)])
}
notice(regsubst('a é b', /\b/, '|', 'G'))
notice(regsubst('dé-jà vu', /\B/, '.', 'G'))
