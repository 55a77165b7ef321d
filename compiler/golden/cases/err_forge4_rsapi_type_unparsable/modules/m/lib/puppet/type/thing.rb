require 'puppet/resource_api'
Puppet::ResourceApi.register_type(name: 'thing', desc: 'x', attributes: {
  name: { type: 'String', behaviour: :namevar, desc: 'n' },
  size: { type: 'Integer[', desc: 's' },
})
