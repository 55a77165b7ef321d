# lookup() with a lambda in its other forms: type and merge, several names (the lambda gets the
# array of names), an options hash with value_type, and dotted keys.
notice(lookup('list', Array, 'unique') |$k| { ['lambda'] })
notice(lookup('missing', Array, 'unique') |$k| { ["lambda for ${k}"] })
notice(lookup(['m1', 'm2']) |$k| { "lambda for ${k}" })
notice(lookup({ 'name' => 'missing', 'merge' => 'hash' }) |$k| { { 'from' => $k } })
notice(lookup('missing', { 'value_type' => Integer }) |$k| { 42 })
notice(lookup('h.x') |$k| { 'unused' })
notice(lookup('h.missing') |$k| { "dig lambda ${k}" })
