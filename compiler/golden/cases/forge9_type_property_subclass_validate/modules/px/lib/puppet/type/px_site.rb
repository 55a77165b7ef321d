require_relative '../../puppet_x/px/name_property'

Puppet::Type.newtype(:px_site) do
  @doc = 'Written for this case (QA-FORGE-9).'
  ensurable

  newparam(:name, namevar: true, parent: PuppetX::Px::NameProperty) do
    desc 'The site name'
  end

  newproperty(:pool, parent: PuppetX::Px::NameProperty) do
    desc 'The pool'
  end

  newproperty(:port) do
    desc 'The port'
  end
end
