Puppet::Type.type(:idiom_provided).provide(:ruby) do
  desc 'A provider, which makes Puppet add the provider parameter.'
end
