# frozen_string_literal: true


module PuppetX
  module Probe
    # a version value module code sorts and compares
    class Ver
      include Comparable
      attr_reader :parts

      def initialize(str)
        @parts = str.split('.').map(&:to_i)
      end

      def <=>(other)
        parts <=> other.parts
      end

      def to_s
        parts.join('.')
      end

      def inspect
        "#<Ver #{self}>"
      end

      def eql?(other)
        other.is_a?(Ver) && parts == other.parts
      end

      def hash
        parts.hash
      end
    end

    # a collection with Enumerable
    class Bag
      include Enumerable

      def initialize(*items)
        @items = items
      end

      def each(&block)
        return enum_for(:each) unless block_given?

        @items.each(&block)
        self
      end

      def method_missing(name, *args)
        if name.to_s.start_with?('count_')
          @items.count { |i| i.to_s == name.to_s.delete_prefix('count_') }
        else
          super
        end
      end

      def respond_to_missing?(name, include_private = false)
        name.to_s.start_with?('count_') || super
      end
    end

    # helpers as module functions
    module Util
      module_function

      def slug(str)
        str.downcase.gsub(/[^a-z0-9]+/, '-').gsub(/\A-|-\z/, '')
      end
    end

    class Base
      def initialize(name)
        @name = name
      end

      def describe
        "base #{@name}"
      end

      def self.build(*names)
        names.map { |n| new(n) }
      end

      protected

      def secret
        42
      end

      private

      def hidden
        'h'
      end
    end

    class Child < Base
      def describe
        "child(#{super})"
      end

      def peek(other)
        other.secret
      end
    end
  end
end
