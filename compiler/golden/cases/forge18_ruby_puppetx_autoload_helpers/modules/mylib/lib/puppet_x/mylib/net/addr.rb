module PuppetX
  module Mylib
    module Net
      class Addr
        include Comparable
        attr_reader :octets
        def self.for(n)
          new([10, 0, n / 256, n % 256])
        end

        def initialize(octets)
          @octets = octets.freeze
        end

        def <=>(other)
          octets <=> other.octets
        end

        def to_s
          octets.join('.')
        end
      end
    end
  end
end
