require 'puppet/property/boolean'
require 'puppet/parameter/boolean'

Puppet::Type.newtype(:boolthing) do
  @doc = 'QA-FORGE-8 reduction of voxpupuli-jenkins jenkins_job: Boolean parents'

  newparam(:name) do
    isnamevar
  end

  newparam(:show_diff, :boolean => true, :parent => Puppet::Parameter::Boolean) do
    desc 'a boolean parameter'
    defaultto true
  end

  newproperty(:enable, :boolean => true, :parent => Puppet::Property::Boolean) do
    desc 'a boolean property'
    defaultto true
  end

  newproperty(:after) do
    desc 'declared after the boolean ones'
  end
end
