# A key whose value is null is found (undef): a default is not used; a lambda is not called;
# a typed lookup accepts undef only if the type does.
notice(type(lookup('nulled'), generalized))
notice(lookup('nulled', undef, undef, 'dflt') =~ Undef)
notice(lookup('nulled') |$k| { 'lambda' } =~ Undef)
notice(lookup('nulled', Optional[String]) =~ Undef)
notice(lookup(['nulled', 'empty_string']) =~ Undef)
notice(lookup('list_with_null'))
notice(lookup('hash_with_null.k', undef, undef, 'dig default') =~ Undef)
notice(lookup('hash_with_null.nokey', undef, undef, 'dig default'))
define d($x = lookup("d::${title}", undef, undef, "none for ${title}")) { notice("${title}: ${x}") }
d { ['nulled', 'other']: }
