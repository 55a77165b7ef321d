module PuppetX
  module Hk
    # No eql?/hash of its own.
    class Plain
      attr_reader :k
      def initialize(k)
        @k = k
      end
    end

    # Equal by value, as a Ruby hash key.
    class Valued
      attr_reader :k
      def initialize(k)
        @k = k
      end

      def eql?(o)
        o.is_a?(Valued) && o.k == @k
      end
      alias == eql?

      def hash
        @k.hash
      end
    end
  end
end
