# Puppet regexps with Onigmo property classes over non-ASCII text (written for this case; asked for by FIX-12):
# \p{Alpha}, \p{L}, \P{Alpha}, \p{Greek}, \p{Han}; \b cases are in forge9_regexp_unicode_word_boundary.
$words = ['café', 'naïve test', 'Ωmega', 'x_y', '日本語']
$words.each |$w| {
  notice([$w, $w =~ /^\p{Alpha}+$/, $w =~ /\p{L}{3}/, $w =~ /\P{Alpha}/, $w =~ /\p{Greek}/, $w =~ /\p{Han}/, $w.match(/(\p{Alpha}+)/)])
}
notice('résumé' =~ /\Ar\p{Alpha}sum\p{Alpha}\z/)
notice(regsubst('São Paulo', /\p{Alpha}+/, 'X', 'G'))
