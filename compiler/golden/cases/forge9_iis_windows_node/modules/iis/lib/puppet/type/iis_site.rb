require 'puppet/parameter/boolean'
require_relative '../../puppet_x/puppetlabs/iis/property/name'
require_relative '../../puppet_x/puppetlabs/iis/property/hash'
require_relative '../../puppet_x/puppetlabs/iis/property/path'
require_relative '../../puppet_x/puppetlabs/iis/property/authenticationinfo'
require_relative '../../puppet_x/puppetlabs/iis/bindings'

Puppet::Type.newtype(:iis_site) do
  @doc = "Allows creation of a new IIS Web Site and configuration of site
          parameters."

  newproperty(:ensure) do
    desc "Specifies whether a site should be present or absent."

    newvalue(:stopped) do
      provider.stop
    end

    newvalue(:started) do
      provider.start
    end

    newvalue(:present) do
      provider.create unless provider.exists?
    end

    newvalue(:absent) do
      provider.destroy
    end

    def insync?(is)
      is.to_s == should.to_s ||
        (is.to_s == 'started' && should.to_s == 'present') ||
        (is.to_s == 'stopped' && should.to_s == 'present')
    end

    aliasvalue(:false, :stopped)
    aliasvalue(:true, :started)
  end

  newparam(:name, namevar: true, parent: PuppetX::PuppetLabs::IIS::Property::Name) do
    desc "The Name of the IIS site. Used for uniqueness. Will set
      the target to this value if target is unset."

    validate do |value|
      if value.nil? || value.empty?
        raise ArgumentError, 'A non-empty name must be specified.'
      end
      super value
    end
  end

  newproperty(:physicalpath, parent: PuppetX::PuppetLabs::IIS::Property::Path) do
    desc 'The physical path to the site directory. This path must be fully
          qualified.'
    validate do |value|
      if value.nil? || value.empty?
        raise ArgumentError, 'A non-empty physicalpath must be specified.'
      end
      raise("File paths must be fully qualified, not '#{value}'") unless value =~ /^.:(\/|\\)/ || value =~ /^\/\/[^\/]+\/[^\/]+/
    end
  end

  newproperty(:applicationpool, parent: PuppetX::PuppetLabs::IIS::Property::Name) do
    desc 'The name of an ApplicationPool for this IIS Web Site'
    validate do |value|
      if value.nil? || value.empty?
        raise ArgumentError, 'A non-empty applicationpool name must be specified.'
      end
      super value
    end
  end

  newproperty(:enabledprotocols) do
    desc "The protocols enabled for the site."
    validate do |value|
      unless value.is_a?(String)
        raise("Invalid value '#{value}'. Should be a string")
      end

      raise("Invalid value ''. Valid values are http, https, net.pipe, net.tcp, net.msmq, msmq.formatname") if value.empty?

      protocols = value.split(',')
      protocols.each do |protocol|
        unless ['http', 'https', 'net.pipe', 'net.tcp', 'net.msmq', 'msmq.formatname'].include?(protocol)
          raise("Invalid protocol '#{protocol}'. Valid values are http, https, net.pipe, net.tcp, net.msmq, msmq.formatname")
        end
      end
    end
  end

  newproperty(:bindings, array_matching: :all) do
    desc 'The protocol, address, port, and ssl certificate bindings for a web
          site.'

    validate do |value|
      unless value.is_a?(Hash)
        raise('All bindings must be a hash')
      end
      unless (['protocol', 'bindinginformation'] - value.keys).empty?
        raise('All bindings must specify protocol and bindinginformation values')
      end
    end
    munge do |value|
      if !value.nil? && value['certificatehash']
        value['certificatehash'] = value['certificatehash'].upcase
      end
      if !value.nil? && value['certificatestorename']
        value['certificatestorename'] = value['certificatestorename'].upcase
      end
      value
    end

    def should
      PuppetX::PuppetLabs::IIS::Bindings.sort_bindings(super)
    end

    def should=(values)
      super
      @should = PuppetX::PuppetLabs::IIS::Bindings.sort_bindings(@should)
    end

    def insync?(is)
      PuppetX::PuppetLabs::IIS::Bindings.sort_bindings(is) == should
    end
  end

  newproperty(:serviceautostart, boolean: true) do
    desc 'Enables autostart on the specified website'
    newvalue(:true)
    newvalue(:false)

    munge do |value|
      resource.munge_boolean(value)
    end
  end

  newproperty(:preloadenabled, boolean: true) do
    desc 'Enables loading website automatically without a client request first'
    newvalue(:true)
    newvalue(:false)

    munge do |value|
      resource.munge_boolean(value)
    end
  end

  newproperty(:defaultpage, array_matching: :all) do
    desc 'Specifies the default page of the site.'
  end

  newproperty(:logformat) do
    desc "Specifies the format for the log file."
    validate do |value|
      unless ['W3C', 'IIS', 'NCSA'].include?(value)
        raise("Invalid value '#{value}'. Valid values are W3C, IIS, NCSA")
      end
    end
  end

  newproperty(:logpath, parent: PuppetX::PuppetLabs::IIS::Property::Path) do
    desc 'Specifies the physical path to place the log file'
  end

  newproperty(:logflags, array_matching: :all) do
    desc "Specifies what W3C fields are logged in the log file."

    def insync?(is)
      is.sort == should.sort
    end
  end

  newproperty(:limits) do
    desc 'Configure limits for an IIS Site'
    valid_limits = ['connectiontimeout', 'maxbandwidth', 'maxconnections']
    validate do |value|
      raise "#{name} should be a Hash" unless value.is_a? ::Hash
      value.each do |key, limit|
        raise("Invalid iis site limit key '#{key}'. Should be one of: #{valid_limits}") unless valid_limits.include? key
      end
    end
    def insync?(is)
      should.reject { |k, v|
        is[k] == v
      }.empty?
    end
  end

  newproperty(:authenticationinfo, parent: PuppetX::PuppetLabs::IIS::Property::AuthenticationInfo)

  autorequire(:iis_application_pool) { self[:applicationpool] }

  validate do
    if self[:logflags]
      unless ['W3C', 'w3c'].include?(self[:logformat])
        raise('Cannot specify logflags when logformat is not W3C')
      end
    end

    provider.validate if provider.respond_to?(:validate)
  end

  def munge_boolean(value)
    case value
    when true, 'true', :true
      :true
    when false, 'false', :false
      :false
    else
      raise('munge_boolean only takes booleans')
    end
  end
end
