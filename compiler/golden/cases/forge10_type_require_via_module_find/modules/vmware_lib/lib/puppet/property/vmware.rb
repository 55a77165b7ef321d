# Shared property classes another module's types use as :parent (the vmware_lib pattern; written for this case).
class Puppet::Property::VMware < Puppet::Property
end

class Puppet::Property::VMware_Array < Puppet::Property::VMware
  def insync?(is)
    is.sort == should.sort
  end

  munge do |value|
    value.to_s.strip.downcase
  end
end

class Puppet::Property::VMware_Hash < Puppet::Property::VMware
  validate do |value|
    raise Puppet::Error, "#{value.inspect} is not a Hash" unless value.is_a?(Hash)
  end
end
