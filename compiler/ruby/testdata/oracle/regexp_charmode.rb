# Onigmo's (?u) and (?a) options: \w \d \s are Unicode's in (?u)'s scope
# (ASCII otherwise), POSIX brackets ASCII's in (?a)'s (Unicode otherwise);
# the scope is the rest of the group or the (?u:...) group (RUBY-12).
p 'é' =~ /\w/, 'é' =~ /(?u)\w/, 'é' =~ /(?u:\w)/, 'é' =~ /(?a)\w/
p '١' =~ /\d/, '١' =~ /(?u)\d/, '١' =~ /(?u)[\d]/, 'x١' =~ /(?u)\D/, "\u3000" =~ /(?u)\s/, 'a' =~ /(?u)\S/
p 'é' =~ /[[:alpha:]]/, 'é' =~ /(?a)[[:alpha:]]/, 'é' =~ /(?a)[[:^alpha:]]/, 'ab' =~ /(?a)[[:^alpha:]]|b/
p 'éb' =~ /(?u)\w(?a)[[:alpha:]]/, 'é' =~ /(?u:\w)x|é/, 'éé' =~ /((?u)\w)\w|é/
p 'É' =~ /(?iu)é/, 'ǅ' =~ /(?u)[[:upper:]]/, 'Aé' =~ /(?ia)[[:lower:]]+/
p 'é'.scan(/(?u)\w/), 'a é b'.split(/(?u)\s+/), 'x١y'.gsub(/(?u)\d/, '#')
p((Regexp.new('(?-u)x') rescue [$!.class, $!.message]))
p((Regexp.new('(?i-a)x') rescue [$!.class, $!.message]))
p Regexp.new('(?u)\w').source, /(?a)x/.source, /(?u)x/ =~ 'x', /(?m)a.b/ =~ "a\nb"
p '(é)' =~ /\((?u)\w\)/, 'a(é' =~ /a\((?u)\w/
# \b and \B: Unicode's word characters on both sides (although \w is
# ASCII), ASCII's in (?a)'s scope; a joiner (U+200C) is not a word character.
p 'café' =~ /caf\b/, 'café' =~ /caf\B/, 'café' =~ /(?a)caf\b/, 'café' =~ /(?a:caf\B)/, 'café' =~ /(?u)caf\b/
p 'über-cool'.scan(/\b\w+\b/), 'dé-jà vu'.gsub(/\B/, '.'), 'a é b'.split(/\b/), "a\u200c" =~ /a\b/, 'xⅫ' =~ /x\b/
p 'Ωmega'.gsub(/\b/, '|'), 'Ωmega'.gsub(/(?a)\b/, '|'), '日本語 x' =~ /\b語/, '日本語 x'.index(/\b本/)
