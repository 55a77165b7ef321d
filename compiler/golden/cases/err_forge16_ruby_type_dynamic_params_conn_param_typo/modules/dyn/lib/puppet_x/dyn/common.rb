# Shared parameter definitions added to several types (as voxpupuli/puppet-augeasproviders_core's
# AugeasProviders::Type helpers and puppetlabs-iis's common params do).
module PuppetX
  module Dyn
    module Common
      CONNECTION_PARAMS = %w[host port user].freeze

      def self.add_connection_params(type)
        CONNECTION_PARAMS.each do |p|
          type.newparam(p.to_sym) do
            desc "The #{p} to connect to."
          end
        end
      end

      def self.add_ensure(type)
        type.ensurable do
          defaultvalues
          newvalue(:stopped) { true }
        end
      end
    end
  end
end
