# Onigmo features other engines lack, in patterns of validation code: multi-character case folding
# under (?i) (ß matches SS), \R (any line break), \X (an extended grapheme cluster), \K (keep), and
# the absent operator (?~...).
notice('STRASSE' =~ /(?i)straße/)
notice('Straße' =~ /\A(?i:STRASSE)\z/)
notice("a\r\nb" =~ /a\Rb/)
notice("e\u0301" =~ /\A\X\z/)
notice(regsubst('foobar', 'foo\Kbar', 'BAZ'))
notice('xabcy' =~ /x(?~abc)y/)
notice('xaby' =~ /x(?~abc)y/)
