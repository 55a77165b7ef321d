module PuppetX
  module Idioms
    module Shared
      def create_setting_parameters(prefix)
        ensurable
        newparam(:name, :namevar => true)
        newproperty(:value)
        newparam("#{prefix}_secret".to_sym, :boolean => true)
      end

      def self.pattern
        Regexp.new(/[^\/]+/)
      end
    end
  end
end
