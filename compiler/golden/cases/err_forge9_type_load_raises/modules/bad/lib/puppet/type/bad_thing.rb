# Written for this case (QA-FORGE-9): a type file that raises while Puppet loads it (an undefined method
# on a module's helper before newtype).
module PuppetX
  module Bad
    def self.helper
      'x'
    end
  end
end
PuppetX::Bad.helper_that_does_not_exist

Puppet::Type.newtype(:bad_thing) do
  newparam(:name, namevar: true)
end
