# Written for this case: a type with two namevars and title patterns whose identity procs normalise the parts,
# as listener/port/binding types in modules declare them.
require 'puppet/parameter/boolean'

Puppet::Type.newtype(:probe_listener) do
  @doc = 'A listener on a host and port.'

  ensurable do
    defaultvalues
    defaultto :present
  end

  def self.title_patterns
    [
      [%r{^(\S+):(\d+)$}, [[:host, ->(h) { h.downcase }], [:port]]],
      [%r{^(\S+)$}, [[:host, ->(h) { h.downcase }]]],
    ]
  end

  newparam(:host, namevar: true) do
    desc 'host'
    munge { |v| v.downcase }
  end

  newparam(:port, namevar: true) do
    desc 'port'
    defaultto '80'
  end

  newparam(:tls, boolean: true, parent: Puppet::Parameter::Boolean) do
    defaultto false
  end

  newproperty(:options, array_matching: :all) do
    desc 'options'
  end

  autorequire(:probe_listener) do
    self[:port] == '443' ? ["#{self[:host]}:80"] : []
  end
end
