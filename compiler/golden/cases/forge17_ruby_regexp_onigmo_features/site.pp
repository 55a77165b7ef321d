# Onigmo in module Ruby: (?i) multi-character folding, \R, \X, \K, the absent operator, \h, possessive
# quantifiers, named captures, look-behind, $~ in a gsub block, POSIX classes.
notice(lx::rx())
