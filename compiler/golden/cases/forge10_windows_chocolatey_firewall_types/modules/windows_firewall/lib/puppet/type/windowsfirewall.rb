Puppet::Type.newtype(:windowsfirewall) do
  desc "Puppet type that models Windows Firewall rules"
  ensurable

  newparam(:name, :namevar => true) do
    newvalues(:domain, :public, :private)
    desc "Windows firewall zones - either 'domain', 'public', or 'private'"
    munge do |value|
      value.downcase
    end
  end

  newproperty(:default_inbound_action) do
    desc "Default inbound rules for the zone"
    munge do |value|
      value.capitalize
    end
    def insync?(is)
      is.capitalize == should.capitalize
    end
  end

  newproperty(:allow_inbound_rules) do
    desc "Allow inbound rules"
    munge do |value|
      value.to_s.capitalize
    end
    def insync?(is)
      is.capitalize == should.capitalize
    end
  end

  newproperty(:notify_on_listen) do
    desc "Notify on listen"
    munge do |value|
      value.to_s.capitalize
    end
    def insync?(is)
      is.capitalize == should.capitalize
    end
  end

  newproperty(:log_file_name) do
    desc "Log file name"
    munge do |value|
      value.downcase
    end
    def insync?(is)
      is.downcase == should.downcase
    end
  end

  newproperty(:log_max_size_kilobytes) do
    desc "Log max size - in kilobytes"
    munge do |value|
      Integer(value)
    end
    def insync?(is)
      Integer(is) == Integer(should)
    end
  end
end
