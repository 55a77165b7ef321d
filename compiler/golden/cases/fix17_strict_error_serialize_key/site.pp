# strict = error: SERIALIZATION_UNKNOWN_KEY_CONVERTED_TO_STRING is an error
class k($h) { notify { 'k': message => $h } }
class { 'k': h => {'a' => {1 => 'one'}} }
