require 'puppet/property/list'
require 'puppet/property/ordered_list'
require 'puppet/property/keyvalue'
require 'puppet/parameter/boolean'
require 'puppet/parameter/path'

Puppet::Type.newtype(:acct_user) do
  @doc = 'A user managed by an account module (the shapes of core user/ini types).'
  ensurable

  newparam(:name, namevar: true) do
    validate do |v|
      raise ArgumentError, 'names are lowercase' unless v == v.downcase
    end
  end

  newproperty(:groups, parent: Puppet::Property::List) do
    def delimiter
      ','
    end

    def inclusive?
      @resource[:membership] == :inclusive
    end
  end

  newproperty(:search_path, parent: Puppet::Property::OrderedList) do
    def delimiter
      ':'
    end
  end

  newproperty(:attributes, parent: Puppet::Property::KeyValue) do
    def separator
      '='
    end

    def hash_to_key_value_s(hash)
      hash.sort.map { |k, v| "#{k}#{separator}#{v}" }.join(delimiter)
    end
  end

  newparam(:membership) do
    newvalues(:inclusive, :minimum)
    defaultto :minimum
  end

  newparam(:manage_home, boolean: true, parent: Puppet::Parameter::Boolean) do
    defaultto false
  end

  newparam(:home, parent: Puppet::Parameter::Path) do
    accept_arrays(false)
  end

  newproperty(:shell) do
    def insync?(is)
      is.to_s.sub(%r{^/usr}, '') == should.to_s.sub(%r{^/usr}, '')
    end

    def should_to_s(value)
      "shell #{value}"
    end
  end

  newproperty(:uid) do
    munge { |v| Integer(v) }
  end

  autorequire(:group) { self[:groups] }
  autobefore(:file) { self[:home] }

  validate do
    raise ArgumentError, 'root is managed elsewhere' if self[:name] == 'root'
  end

  def self.title_patterns
    [[/^(.*)@(.*)$/, [[:name], [:realm]]], [/^(.*)$/, [[:name]]]]
  end

  newparam(:realm, namevar: true) do
    defaultto 'LOCAL'
  end
end
