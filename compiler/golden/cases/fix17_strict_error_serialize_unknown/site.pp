# strict = error: SERIALIZATION_UNKNOWN_CONVERTED_TO_STRING is an error
notify { 'ok': message => 'fine' }
notify { 'd': message => ['a', /re/] }
