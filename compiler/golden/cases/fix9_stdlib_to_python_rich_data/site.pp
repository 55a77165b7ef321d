# stdlib's to_python and to_ruby serialize the value's rich data form (ToDataConverter.convert(object,
# rich_data: true)): values that are not JSON data are {"__ptype": ..., "__pvalue": ...} hashes, a hash with
# a non-String key is a Pcore Hash of pairs, undef is None/nil.
notice(to_python(Sensitive('x')))
notice(to_python([/a/, default, Integer, Timespan(1), Binary('YQ=='), SemVer('1.0.0')]))
notice(to_ruby({'a' => /a/, 'b' => undef, 'c' => [true, 1.5]}))
notice(to_python({1 => 2}))
notice(to_ruby({'a' => 'b'}))
