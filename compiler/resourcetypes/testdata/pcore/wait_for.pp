
Puppet::Resource::ResourceType3.new(
  'wait_for',
  [
    Puppet::Resource::Param(Any, 'exit_code'),

    Puppet::Resource::Param(Any, 'regex'),

    Puppet::Resource::Param(Any, 'seconds')
  ],
  [
    Puppet::Resource::Param(Any, 'query', true),

    Puppet::Resource::Param(Any, 'environment'),

    Puppet::Resource::Param(Any, 'timeout'),

    Puppet::Resource::Param(Any, 'max_retries'),

    Puppet::Resource::Param(Any, 'polling_frequency'),

    Puppet::Resource::Param(Variant[Boolean, Enum['true', 'false']], 'refreshonly'),

    Puppet::Resource::Param(Any, 'provider')
  ],
  {
    /(?m-ix:(.*))/ => ['query']
  },
  true,
  false)
