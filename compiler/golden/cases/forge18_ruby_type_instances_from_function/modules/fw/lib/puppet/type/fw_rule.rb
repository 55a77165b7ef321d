Puppet::Type.newtype(:fw_rule) do
  @doc = 'A firewall rule.'
  feature :rate_limiting, 'can limit rates'
  feature :ipv6, 'ipv6 rules'
  ensurable do
    defaultvalues
    defaultto :present
  end

  newparam(:name, namevar: true) do
    desc 'NNN description'
    validate do |value|
      raise ArgumentError, "Rule name '#{value}' must start with a number" unless value =~ /\A\d+\s/
    end
  end

  newproperty(:dport, array_matching: :all) do
    validate do |value|
      raise ArgumentError, "Invalid port #{value.inspect}" unless value.to_s =~ /\A\d+\z/
    end
    munge { |value| Integer(value) }
  end

  newproperty(:proto) do
    newvalues(:tcp, :udp, :icmp, :all)
    defaultto :tcp
  end

  newproperty(:action) do
    newvalues(:accept, :reject, :drop)
    munge { |value| value.to_s.downcase.to_sym }
  end

  newproperty(:source) do
    munge { |value| value.include?('/') ? value : "#{value}/32" }
  end

  newproperty(:limit, required_features: :rate_limiting)
end
