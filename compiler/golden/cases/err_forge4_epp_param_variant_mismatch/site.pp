notice(epp('m/t.epp', { 'sticky' => { 'cookie' => { 'name' => 'x', 'expires' => 'never' } } }))
