$ko = { 'strategy' => 'deep', 'knockout_prefix' => '--', 'merge_hash_arrays' => true }
notice(lookup('users', Hash, $ko))
notice(lookup('users', Hash, 'deep'))
notice(lookup('users', Hash, 'hash'))
notice(lookup('pkgs', Array, { 'strategy' => 'unique' }))
notice(lookup('pkgs', Array, { 'strategy' => 'deep', 'knockout_prefix' => '--', 'sort_merged_arrays' => true }))
notice(lookup('scalars', Data, 'unique'))
notice(lookup('pkgs', Array, 'first'))
