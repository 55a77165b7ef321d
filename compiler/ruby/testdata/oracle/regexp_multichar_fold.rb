# Onigmo's multi-character case folding under /i (compiler/values/regexp_fold.go), \R and the
# absent operator (regexp_onigmo.go) in module Ruby's regexps.
p 'STRASSE'.match?(/straße/i), 'Straße'.match?(/\Astrasse\z/i), 'strasse' =~ /STRAẞE/i
p 'Maße und Gewichte'.scan(/masse|gewichte/i)
p 'WEISS weiß'.gsub(/weiß/i, 'white')
p 'ﬁle FILE'.scan(/file/i), 'ffi'[/ﬃ/i]
p Regexp.new('fluss', Regexp::IGNORECASE).match('Fluß')&.to_a
p Regexp.new("s s # two\n", Regexp::IGNORECASE | Regexp::EXTENDED).match?('ß')
p 'ss' =~ /[a-zß]/i, $~[0], 'ss' =~ /\A[ß]\z/i, 'ß' =~ /\As{2}\z/i, 'ß' =~ /\A(s)s\z/i
p 'ssé'[/\A[[:alpha:]]/i], 'ss'[/\A[[:alpha:]]\z/i], 'ss'[/\A\p{Ll}\z/i]
p 'ßss' =~ /\A(ß)\1\z/i, 'ßß' =~ /\A(ss)\1\z/i
p "a\r\nb\nc\u2028d".split(/\R/), "\r\n" =~ /\A\R\n\z/, 'R' =~ /[\R]/
p 'xabcy' =~ /x(?~abc)y/, 'xaby'[/x(?~abc)y/], 'xabc'[/x(?~abc)/], '/* a */ b */'[%r{/\*(?~\*/)\*/}]
p 'abc' =~ /(?~)/, 'ABCD'[/(?~bc)/i]
