# Written for this case: a type built on Puppet's property and parameter base classes as module types use them
# (list, ordered list, key/value and boolean properties, a path parameter, features, aliases, autorequire).
require 'puppet/property/list'
require 'puppet/property/ordered_list'
require 'puppet/property/keyvalue'
require 'puppet/property/boolean'
require 'puppet/parameter/path'
require 'puppet/parameter/boolean'

Puppet::Type.newtype(:app_config) do
  @doc = 'Manage an application config entry.'

  feature :manages_members, 'The provider can manage members.'

  ensurable do
    defaultvalues
    defaultto :present
  end

  newparam(:name, namevar: true) do
    desc 'The entry name.'
  end

  newproperty(:members, parent: Puppet::Property::List, required_features: :manages_members) do
    desc 'Members (unordered).'
    def delimiter
      ','
    end
  end

  newproperty(:search_path, parent: Puppet::Property::OrderedList) do
    desc 'Search path (ordered).'
  end

  newproperty(:options, parent: Puppet::Property::KeyValue) do
    desc 'key=value options.'
    def hash_to_key_value_s(hash)
      hash.map { |k, v| "#{k}=#{v}" }.join(separator)
    end
  end

  newproperty(:enabled, parent: Puppet::Property::Boolean) do
    desc 'Whether enabled.'
  end

  newparam(:config_file, parent: Puppet::Parameter::Path) do
    desc 'Path of the config file.'
    accept_arrays(false)
  end

  newparam(:purge, boolean: true, parent: Puppet::Parameter::Boolean) do
    defaultto false
  end

  newparam(:mode) do
    newvalues(:strict, :lenient)
    aliasvalue(:hard, :strict)
    defaultto :lenient
  end

  autorequire(:file) { [self[:config_file]] }
end
