# frozen_string_literal: true

module PuppetX
  module Svc
    # Shared validation of the svc types, loaded by the type file.
    module Validators
      NAME = /\A[a-z][a-z0-9_.-]*\z/.freeze

      def self.name!(value)
        raise ArgumentError, "invalid service name #{value.inspect}" unless NAME.match?(value)
        value
      end
    end
  end
end
