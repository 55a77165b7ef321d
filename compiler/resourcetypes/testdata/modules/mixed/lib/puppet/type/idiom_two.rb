# A file defining its type inside a module block, with a semicolon and a one-line def.
module Puppet; end
Puppet::Type.newtype(:idiom_two) do
  def self.short; end
  newparam(:name) { isnamevar }; newparam(:other)
  newproperty :prop do
    desc 'command-call style'
  end
  newproperty(:ensure, :parent => Puppet::Property::Ensure) do
    defaultvalues
  end
end
