
Puppet::Resource::ResourceType3.new(
  'idiom_resource_api',
  [
    Puppet::Resource::Param(Enum['absent', 'present'], 'ensure'),

    Puppet::Resource::Param(Pattern[//], 'version'),

    Puppet::Resource::Param(Pattern[//], 'disk')
  ],
  [
    Puppet::Resource::Param(Pattern[//], 'package', true),

    Puppet::Resource::Param(Pattern[//], 'manager', true),

    Puppet::Resource::Param(Pattern[//], 'created'),

    Puppet::Resource::Param(Pattern[//], 'flags')
  ],
  {
    /^(?<package>.*[^-])-(?<manager>.*)$/ => ['package', 'manager'],
    /^(?<package>.*)$/ => ['package']
  },
  true,
  false)
