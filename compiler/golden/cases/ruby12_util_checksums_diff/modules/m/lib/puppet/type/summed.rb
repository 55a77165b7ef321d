# RUBY-12: a type whose properties include Puppet::Util::Checksums and Puppet::Util::Diff (as
# voxpupuli-jenkins's jenkins_job does); every attribute after them is known.
Puppet::Type.newtype(:summed) do
  newparam(:name) do
    isnamevar
  end

  newproperty(:content) do
    include Puppet::Util::Diff
    include Puppet::Util::Checksums

    def change_to_s(currentvalue, newvalue)
      "{md5}#{md5(currentvalue)} -> {md5}#{md5(newvalue)}"
    end
  end

  newparam(:mode)
end
