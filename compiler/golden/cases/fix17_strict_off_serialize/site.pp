# strict = off: the serialization issues stay warnings (:warning, not :ignore),
# numeric coercion and unknown variables are silent, a duplicate hash key is allowed
notify { 'd': message => default }
notify { 'r': message => /re/ }
notify { 'k': message => {2 => 'two'} }
notice('5' + 1)
notice("unknown: ${nosuchvar}|")
notice({'a' => 1, 'a' => 2})
