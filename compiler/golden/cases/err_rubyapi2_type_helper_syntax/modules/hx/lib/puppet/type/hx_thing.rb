# Written for this case (RUBYAPI-2): the type requires a helper that Ruby cannot parse.
require_relative '../../puppet_x/hx/helper'

Puppet::Type.newtype(:hx_thing) do
  newparam(:name, namevar: true)
  newproperty(:value)
end
