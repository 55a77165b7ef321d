Puppet::Type.newtype(:probe_thing) do
  @doc = 'A module type as current modules write them.'

  ensurable do
    defaultvalues
    newvalue(:purged) { true }
    defaultto :present
  end

  def self.title_patterns
    [
      [%r{^([^:]+):([^:]+)$}, [[:scope], [:name]]],
      [%r{^(.*)$}, [[:name]]],
    ]
  end

  newparam(:name, namevar: true) do
    desc 'The name.'
  end

  newparam(:scope, namevar: true) do
    desc 'A second namevar.'
    defaultto 'global'
  end

  newparam(:flag, boolean: true, parent: Puppet::Parameter::Boolean) do
    desc 'A boolean parameter.'
    defaultto false
  end

  newproperty(:size) do
    desc 'Size.'
    newvalues(:small, :big, %r{^\d+$})
  end

  newproperty(:members, array_matching: :all) do
    desc 'Members.'
    def insync?(is)
      is.sort == should.sort
    end
  end

  newparam(:nm) do
    desc 'unused'
  end

  autorequire(:file) { ['/etc/probe'] }
end
