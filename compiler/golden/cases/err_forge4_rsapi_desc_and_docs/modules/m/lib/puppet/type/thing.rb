require 'puppet/resource_api'
Puppet::ResourceApi.register_type(name: 'thing', desc: 'x', docs: 'y', attributes: {
  name: { type: 'String', behaviour: :namevar, desc: 'n' },
})
