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
