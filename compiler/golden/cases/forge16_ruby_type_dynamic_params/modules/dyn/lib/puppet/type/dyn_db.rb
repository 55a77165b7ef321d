require 'puppet/parameter/boolean'
require_relative '../../puppet_x/dyn/common'

Puppet::Type.newtype(:dyn_db) do
  @doc = 'A database, with parameters added by a helper module.'

  PuppetX::Dyn::Common.add_ensure(self)
  PuppetX::Dyn::Common.add_connection_params(self)

  newparam(:name, namevar: true) do
    desc 'The database name.'
    munge { |v| v.downcase }
  end

  %i[owner encoding].each do |p|
    newproperty(p) do
      desc "The database #{p}."
    end
  end

  newproperty(:options, array_matching: :all) do
    def insync?(is)
      is.sort == should.sort
    end
  end

  newparam(:force, boolean: true, parent: Puppet::Parameter::Boolean) do
    defaultto false
  end

  validate do
    raise ArgumentError, 'owner is required' if self[:owner].nil? && self[:ensure] == :present
  end

  autorequire(:dyn_server) { [self[:host]] }
end
