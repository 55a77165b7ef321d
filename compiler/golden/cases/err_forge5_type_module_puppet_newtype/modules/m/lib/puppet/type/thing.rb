module Puppet
  newtype(:thing) do
    ensurable
    newparam(:name) do
      isnamevar
    end
  end
end
