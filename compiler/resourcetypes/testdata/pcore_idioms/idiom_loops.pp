
Puppet::Resource::ResourceType3.new(
  'idiom_loops',
  [
    Puppet::Resource::Param(Any, 'gamma'),

    Puppet::Resource::Param(Any, 'delta'),

    Puppet::Resource::Param(Any, 'epsilon'),

    Puppet::Resource::Param(Any, 'theta')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'alpha'),

    Puppet::Resource::Param(Any, 'beta'),

    Puppet::Resource::Param(Any, 'zeta'),

    Puppet::Resource::Param(Any, 'eta'),

    Puppet::Resource::Param(Any, 'listed_a'),

    Puppet::Resource::Param(Any, 'listed_b')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
