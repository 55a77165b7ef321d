require 'ipaddr'

module PuppetX
  module Netobj
    class Block
      def initialize(cidr)
        @cidr = cidr
        @ip = IPAddr.new(cidr)
      end

      attr_reader :cidr

      def network
        @ip.to_s
      end

      def size
        @ip.to_range.last.to_i - @ip.to_i + 1
      end

      def last
        @ip.to_range.last.to_s
      end

      def include(addr)
        @ip.include?(IPAddr.new(addr))
      end

      def nth(n)
        IPAddr.new(@ip.to_i + n, @ip.family).to_s
      end
    end
  end
end
