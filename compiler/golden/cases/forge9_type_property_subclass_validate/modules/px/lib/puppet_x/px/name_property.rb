# Written for this case (QA-FORGE-9) after puppetlabs-iis's PuppetX::PuppetLabs::IIS::Property::Name: a
# Puppet::Property subclass using the class-level DSL (desc, validate, munge), shared by
# several types as the parent: of their attributes.
module PuppetX
  module Px
    class NameProperty < Puppet::Property
      desc 'A name made of letters, digits, dots, dashes, underscores, quotes and spaces'
      validate do |value|
        raise("#{value} is not a valid #{name}") unless value =~ %r{^[a-zA-Z0-9\.\-\_\'\s]+$}
      end
      munge do |value|
        value.strip
      end
    end
  end
end
