# create_resources_hash_from with dynamic parameters: its value..gsub(...) calls gsub on the scope (written for this case).
notice(create_resources_hash_from('r%index%', ['a'], {}, { 'value' => '%s' }))
