# Hiera interpolation of facts (dotted and top-scope), trusted data and server facts, in paths
# and in values.
notify { 'node': message => lookup('node_key') }
notify { 'os': message => lookup('os_key') }
notify { 'domain': message => lookup('domain_key') }
notify { 'common': message => lookup('common_key') }
notify { 'server': message => lookup('server_key') }
