# A class variable written in the newtype block: the block's lexical scope
# is the top level, so Ruby 3 refuses the access when the type loads.
Puppet::Type.newtype(:cv_thing) do
  @doc = 'probe'
  @@made = 0
  newparam(:name, namevar: true)
end
