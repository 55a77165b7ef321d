require 'puppet/util/checksums'

Puppet::Type.newtype(:incthing) do
  @doc = 'QA-FORGE-8 reduction of voxpupuli-jenkins jenkins_job: a property block that includes a module'

  newparam(:name) do
    isnamevar
  end

  newproperty(:config) do
    include Puppet::Util::Checksums

    desc 'a property whose class includes a Puppet utility module'

    def change_to_s(currentvalue, newvalue)
      "content changed '{md5}#{md5(currentvalue)}' to '{md5}#{md5(newvalue)}'"
    end
  end

  newproperty(:later) do
    desc 'declared after it'
  end

  newparam(:flag) do
    newvalues(:true, :false)
  end
end
