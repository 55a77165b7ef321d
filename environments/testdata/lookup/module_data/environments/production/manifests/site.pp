# Module data: the module's own hiera.yaml answers keys of its namespace after the environment
# layer; lookup_options from the module apply to merges across both layers.
include ntpish
notify { 'direct lookup': message => lookup('ntpish::package') }
notify { 'merged across layers': message => lookup('ntpish::servers', Array, 'unique') }
