# json_data and yaml_data levels in one hierarchy, and how values come out of each format.
$keys = ['json::value', 'json::number', 'json::list', 'shared', 'yaml::value', 'yaml::octal']
$keys.each |$k| { notify { $k: message => lookup($k) } }
notify { 'merged': message => lookup('shared', Hash, 'deep') }
notify { 'null value': message => lookup('yaml::null', undef, undef, 'default used') }
