require 'puppet_x/missing/helper'
Puppet::Type.newtype(:thing) do
  ensurable
  newparam(:name, namevar: true)
end
