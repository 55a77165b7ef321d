require 'pathname'
require 'uri'
require 'puppet/util'
require 'puppet/parameter/boolean'

Puppet::Type.newtype(:archive) do
  @doc = 'Manage archive file download, extraction, and cleanup.'

  ensurable do
    desc 'whether archive file should be present/absent (default: present)'

    newvalue(:present) do
      provider.create
    end

    newvalue(:absent) do
      provider.destroy
    end

    newvalue(:latest) do
      provider.check_latest
    end

    defaultto(:present)

    def is_to_s(value) # rubocop:disable Style/PredicateName
      return "(#{resource[:checksum_type]})#{provider.archive_checksum}" if provider.archive_checksum
      super
    end
  end

  newparam(:path, namevar: true) do
    desc 'namevar, archive file fully qualified file path.'
    validate do |value|
      unless Puppet::Util.absolute_path? value
        raise ArgumentError, "archive path must be absolute: #{value}"
      end
    end
  end

  newparam(:filename)

  newparam(:extract) do
    newvalues(:true, :false)
    defaultto(:false)
  end

  newparam(:extract_path) do
    validate do |value|
      unless Puppet::Util.absolute_path? value
        raise ArgumentError, "archive extract_path must be absolute: #{value}"
      end
    end
  end

  newparam(:target) do
    munge do |val|
      resource[:extract_path] = val
    end
  end

  newparam(:extract_command)

  newparam(:extract_flags) do
    defaultto(:undef)
  end

  newproperty(:creates) do
    def should_to_s(value)
      "extracting in #{resource[:extract_path]} to create #{value}"
    end
  end

  newparam(:cleanup) do
    newvalues(:true, :false)
    defaultto(:true)
  end

  newparam(:source) do
    validate do |value|
      unless value =~ URI.regexp(%w(http https ftp file s3)) || Puppet::Util.absolute_path?(value)
        raise ArgumentError, "invalid source url: #{value}"
      end
    end
  end

  newparam(:checksum) do
    newvalues(%r{\b[0-9a-f]{5,128}\b}, :true, :false, :undef, nil, '')
    munge do |val|
      if val.nil? || val.empty? || val == :undef
        :false
      elsif val == :true || val == :false
        resource[:checksum_verify] = val
      else
        val
      end
    end
  end

  newparam(:checksum_url)

  newparam(:checksum_type) do
    newvalues(:none, :md5, :sha1, :sha2, :sha256, :sha384, :sha512)
    defaultto(:none)
  end

  newparam(:checksum_verify) do
    newvalues(:true, :false)
    defaultto(:true)
  end

  newparam(:username)
  newparam(:password)
  newparam(:user)
  newparam(:group)

  newparam(:proxy_type) do
    newvalues(:none, :ftp, :http, :https)
  end

  newparam(:proxy_server)

  newparam(:allow_insecure, boolean: true, parent: Puppet::Parameter::Boolean) do
    defaultto :false
  end

  newparam(:download_options) do
    validate do |val|
      unless val.is_a?(::String) || val.is_a?(::Array)
        raise ArgumentError, "download_options should be String or Array: #{val}"
      end
    end
  end

  autorequire(:file) do
    [Pathname.new(self[:path]).parent.to_s, self[:extract_path]].compact
  end

  validate do
    filepath = Pathname.new(self[:path])
    self[:filename] = filepath.basename.to_s
    if self[:proxy_server]
      self[:proxy_type] ||= URI(self[:proxy_server]).scheme.to_sym
    else
      self[:proxy_type] = :none
    end
  end
end
