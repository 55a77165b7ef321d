
begin
  require 'puppet/property/vmware'
rescue LoadError => e
  vmware_module = Puppet::Module.find('vmware_lib', Puppet[:environment].to_s)
  require File.join vmware_module.path, 'lib/puppet/property/vmware'
end

Puppet::Type.newtype(:vshield_scope) do
  @doc = 'Manage vShield VXLAN Network Scopes.'

  ensurable

  newparam(:name, :namevar => true) do
    desc 'switch name'
    newvalues(/\w/)
  end

  newproperty(:clusters, :parent => Puppet::Property::VMware_Hash) do
    desc 'network scope clusters'
  end
end
