# Written for this case: value checks declared in a type (newvalues, validate, munge, defaultto), as module types
# declare them.
Puppet::Type.newtype(:probe_svc) do
  newparam(:name, namevar: true)

  newparam(:mode) do
    newvalues(:fast, :slow, /^custom_\w+$/)
    defaultto :fast
  end

  newparam(:count) do
    validate do |v|
      raise ArgumentError, "count must be a positive integer, got #{v.inspect}" unless v.to_s =~ %r{^\d+$}
    end
    munge { |v| Integer(v) }
  end

  newproperty(:state) do
    newvalues(:on, :off)
    aliasvalue(:true, :on)
  end

  validate do
    raise ArgumentError, 'mode slow needs count' if self[:mode] == :slow && self[:count].nil?
  end
end
