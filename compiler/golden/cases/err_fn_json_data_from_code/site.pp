notice(json_data({ path => 'x.json' }, {}))
