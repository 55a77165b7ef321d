require 'puppet/resource_api'
Puppet::ResourceApi.register_type(name: 'thing', desc: 'x', attributes: {
  ensure: { type: 'Enum[present, absent, purged]', desc: 'e' },
  name: { type: 'String', behaviour: :namevar, desc: 'n' },
})
