# A lookup_key function calling lookup() (call_function) for keys that pass its own level again, and a data_dig level.
notice(lookup('x::thing'))
notice(lookup('x::outer'))
notice(lookup('dig::root.a.b.1'))
notice(lookup('dig::root.a'))
notice(lookup('dig::root.nope', { 'default_value' => 'dflt' }))
