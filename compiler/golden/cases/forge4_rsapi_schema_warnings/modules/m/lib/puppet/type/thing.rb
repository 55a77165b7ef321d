require 'puppet/resource_api'
Puppet::ResourceApi.register_type(
  name: 'thing',
  features: ['supports_noop', 'custom_generate', 'fancy'],
  attributes: {
    ensure: { type: 'Enum[present, absent]', default: 'present' },
    name: { type: 'String', behaviour: :namevar, desc: 'the name' },
    size: { type: 'Optional[Integer]' },
  },
)
