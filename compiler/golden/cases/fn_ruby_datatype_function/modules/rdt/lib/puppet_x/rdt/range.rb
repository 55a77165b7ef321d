module PuppetX
  module Rdt
    class Range
      include Puppet::Pops::Types::PuppetObject

      attr_reader :from, :to, :step

      def initialize(from, to, step = 1)
        @from = from
        @to = to
        @step = step
      end

      def size
        to_a.size
      end

      def empty
        to_a.empty?
      end

      def _end
        to_a.last
      end

      def to_a
        (@from..@to).step(@step).to_a
      end

      def contains(n)
        to_a.include?(n)
      end

      def slice(a, b)
        { 'first' => to_a[a], 'last' => to_a[b] }
      end

      def nothing
        nil
      end
    end
  end
end
