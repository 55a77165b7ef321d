
Puppet::Resource::ResourceType3.new(
  'idiom_syntax',
  [
    Puppet::Resource::Param(Any, 'braces'),

    Puppet::Resource::Param(Any, 'paren_words'),

    Puppet::Resource::Param(Any, 'other_words')
  ],
  [
    Puppet::Resource::Param(Any, 'name', true),

    Puppet::Resource::Param(Any, 'semi'),

    Puppet::Resource::Param(Any, 'after_semi'),

    Puppet::Resource::Param(Any, 'percent_braces'),

    Puppet::Resource::Param(Any, 'ternary'),

    Puppet::Resource::Param(Any, 'pair_one'),

    Puppet::Resource::Param(Any, 'pair_two'),

    Puppet::Resource::Param(Any, 'multi_line_a'),

    Puppet::Resource::Param(Any, 'multi_line_b'),

    Puppet::Resource::Param(Any, 'command_style'),

    Puppet::Resource::Param(Any, 'last')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
