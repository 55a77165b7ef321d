# frozen_string_literal: true

require_relative '../../puppet_x/svc/validators'
require 'puppet_x/svc/not_shipped'

Puppet::Type.newtype(:svc_config) do
  @doc = 'A setting of a service, with composite namevars (service and key).'

  ensurable do
    defaultvalues
    defaultto :present
  end

  def self.title_patterns
    [
      [/\A([^\/]+)\/(.+)\z/m, [[:service], [:key]]],
      [/\A(.+)\z/m, [[:key]]],
    ]
  end

  newparam(:name) do
    desc 'The title.'
  end

  newparam(:service, namevar: true) do
    validate { |v| PuppetX::Svc::Validators.name!(v) }
    defaultto 'default'
  end

  newparam(:key, namevar: true)

  newproperty(:value, array_matching: :all) do
    munge { |v| v.to_s }
  end

  newparam(:restart, boolean: true, parent: Puppet::Parameter::Boolean) do
    defaultto false
  end

  autorequire(:file) { ["/etc/#{self[:service]}"] }

  validate do
    raise ArgumentError, 'value is required when present' if self[:ensure] == :present && self[:value].nil?
  end
end
