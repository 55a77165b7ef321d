require 'puppet/resource_api'
Puppet::ResourceApi.register_transport(name: 'alpha', desc: 'first', connection_info: { uri: { type: 'String', desc: %q(a URI) } })
