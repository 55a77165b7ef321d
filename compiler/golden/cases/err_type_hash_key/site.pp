$ok = { 'a' => 1 }
function takes(Hash[String, Integer] $h) { $h.keys }
notice(takes($ok))
notice(takes({ 'a' => 'one' }))
