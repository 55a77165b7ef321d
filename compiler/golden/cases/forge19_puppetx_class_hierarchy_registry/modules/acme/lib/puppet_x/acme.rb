module PuppetX
  module Acme
    VERSION = '2.1.0'.freeze
    class Error < StandardError; end
    class ValidationError < Error
      attr_reader :field
      def initialize(field, msg = nil)
        @field = field
        super(msg || "invalid #{field}")
      end
    end
  end
end
