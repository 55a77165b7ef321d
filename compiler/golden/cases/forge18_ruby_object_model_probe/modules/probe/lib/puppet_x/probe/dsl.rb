module PuppetX
  module Probe
    module Loud
      def greet
        super.upcase + '!'
      end
    end

    module Counted
      def self.included(base)
        base.extend(ClassMethods)
      end

      module ClassMethods
        def instances
          @instances ||= 0
        end

        def track
          @instances = instances + 1
        end
      end
    end

    class Base
      include Counted
      attr_accessor :name
      def initialize(name)
        @name = name
        self.class.track
      end

      def greet
        "hello #{name}"
      end

      def method_missing(m, *args, &blk)
        m.to_s.start_with?('get_') ? "got #{m.to_s.sub('get_', '')}" : super
      end

      def respond_to_missing?(m, include_private = false)
        m.to_s.start_with?('get_') || super
      end

      protected

      def secret
        'protected'
      end

      private

      def hidden
        'private'
      end
    end

    class Child < Base
      prepend Loud
      %w[a b].each { |n| define_method("opt_#{n}") { |x = 1| "#{n}#{x}" } }
      alias_method :hi, :greet
      def compare(other)
        other.secret
      end

      def to_s
        "Child(#{name})"
      end

      def ==(other)
        other.is_a?(Child) && other.name == name
      end
      alias eql? ==

      def hash
        name.hash
      end
    end

    module Util
      module_function

      def double(x)
        x * 2
      end
    end
  end
end
