module PuppetX
  module Bad
    # Recurses, then fails at the bottom.
    class Walker
      def initialize(depth)
        @depth = depth
      end

      def walk(n = @depth)
        raise Puppet::Error, "walker gave up at depth #{@depth}" if n.zero?
        walk(n - 1)
      end
    end
  end
end
