module PuppetX
  module Acme
    module Loud
      def render
        super.upcase + '!'
      end
    end
    module Formatter
      module_function

      def lines(checks)
        checks.sort.map(&:render)
      end
    end
  end
end
