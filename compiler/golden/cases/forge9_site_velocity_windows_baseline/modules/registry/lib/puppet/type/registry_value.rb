require 'puppet/type'
begin
  require 'puppet_x/puppetlabs/registry'
rescue LoadError
  require 'pathname' # JJM WORK_AROUND #14073 and #7788
  require Pathname.new(__FILE__).dirname + '../../' + 'puppet_x/puppetlabs/registry'
end

# @summary
#   Manages registry values on Windows systems.
Puppet::Type.newtype(:registry_value) do
  @doc = <<-EOT
    Manages registry values on Windows systems.
  EOT
  def self.title_patterns
    [[%r{^(.*?)\Z}m, [[:path]]]]
  end

  ensurable

  newparam(:path, namevar: true) do
    @doc = <<-EOT
      The path to the registry value to manage.
    EOT
    validate do |path|
      PuppetX::Puppetlabs::Registry::RegistryValuePath.new(path).valid?
    end
    munge do |path|
      reg_path = PuppetX::Puppetlabs::Registry::RegistryValuePath.new(path)
      # Windows is case insensitive and case preserving.  We deal with this by
      # aliasing resources to their downcase values.  This is inspired by the
      # munge block in the alias metaparameter.
      if @resource.catalog
        reg_path.aliases.each do |alt_name|
          @resource.catalog.alias(@resource, alt_name)
        end
      else
        Puppet.debug "Resource has no associated catalog.  Aliases are not being set for #{@resource}"
      end
      reg_path.canonical
    end
  end

  newproperty(:type) do
    @doc = <<-EOT
      The Windows data type of the registry value.
    EOT
    newvalues(:string, :array, :dword, :qword, :binary, :expand)
    defaultto :string
  end

  newproperty(:data, array_matching: :all) do
    @doc = <<-EOT
      The data stored in the registry value.
    EOT
    defaultto ''

    validate do |value|
      case resource[:type]
      when :array
        raise('An array registry value can not contain empty values') if value.empty?
      else
        true
      end
    end

    munge do |value|
      case resource[:type]
      when :dword
        val = begin
                Integer(value)
              rescue
                nil
              end
        raise("The data must be a valid DWORD: #{value}") unless val && (val.abs >> 32) <= 0
        val
      when :qword
        val = begin
                Integer(value)
              rescue
                nil
              end
        raise("The data must be a valid QWORD: #{value}") unless val && (val.abs >> 64) <= 0
        val
      when :binary
        if (value.respond_to?(:length) && value.length == 1) || (value.is_a?(Integer) && value <= 9)
          value = "0#{value}"
        end
        unless value =~ %r{^([a-f\d]{2} ?)*$}i
          raise("The data must be a hex encoded string of the form: '00 01 02 ...'")
        end
        value.gsub(%r{\s+}, '').gsub(%r{([0-9a-f]{2})}i) { "#{Regexp.last_match(1)} " }.rstrip.downcase
      else #:string, :expand, :array
        value
      end
    end

    def property_matches?(current, desired)
      case resource[:type]
      when :binary
        return false unless current
        current.casecmp(desired).zero?
      else
        super(current, desired)
      end
    end

    def change_to_s(currentvalue, newvalue)
      if currentvalue.respond_to? :join
        currentvalue = currentvalue.join(',')
      end
      if newvalue.respond_to? :join
        newvalue = newvalue.join(',')
      end
      super(currentvalue, newvalue)
    end
  end

  # Autorequire the nearest ancestor registry_key found in the catalog.
  autorequire(:registry_key) do
    req = []
    path = PuppetX::Puppetlabs::Registry::RegistryValuePath.new(value(:path))
    found = path.enum_for(:ascend).find { |p| catalog.resource(:registry_key, p.to_s.downcase) }
    if found
      req << found.to_s.downcase
    end
    req
  end
end
