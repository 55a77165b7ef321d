# The String form of a Deferred (Puppet's TypeFormatter over its init hash) with every kind of argument:
# rich values quoted, a Binary and a Sensitive as "Instance of" their inferred type.
notice(String(Deferred('x', [Binary('aGVsbG8='), Timestamp('2020-01-01T00:00:00Z'), /ab+/, SemVer('1.2.3'), default,
  undef, 1.0, Timespan(3), SemVerRange('>=1.0'), "it's", Deferred('y', [1]), Integer[1,2]])))
notice(String(Deferred('x', [Sensitive(['a', 2]), Sensitive('abc'), Sensitive({ 'a' => 1 }), Sensitive(1.5), Sensitive(undef),
  Sensitive(Sensitive('q')), Sensitive(Integer), [Sensitive(true)], { Sensitive('k') => Binary('aGk=') }])))
