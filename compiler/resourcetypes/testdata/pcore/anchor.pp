
Puppet::Resource::ResourceType3.new(
  'anchor',
  [

  ],
  [
    Puppet::Resource::Param(Any, 'name')
  ],
  {
    /(?m-ix:(.*))/ => ['name']
  },
  true,
  false)
