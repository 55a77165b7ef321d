require 'singleton'
require 'forwardable'
module PuppetX
  module Acme
    class Registry
      include Singleton
      extend Forwardable
      include Enumerable
      def_delegators :@checks, :size, :key?
      def_delegator :@checks, :keys, :names

      def initialize
        @checks = {}
      end

      def register(klass)
        @checks[klass.check_name] = klass
      end

      def each(&block)
        @checks.sort.each { |_, v| block.call(v) }
      end

      def [](name)
        @checks.fetch(name.to_s) { raise KeyError, "no check named #{name.inspect}" }
      end
    end

    class Check
      include Comparable
      attr_reader :params

      def self.inherited(sub)
        super
        sub.instance_variable_set(:@priority, 50)
        (@subclasses ||= []) << sub
      end

      def self.subclasses_seen
        @subclasses.map(&:name)
      end

      def self.priority(value = nil)
        value.nil? ? @priority : (@priority = value)
      end

      def self.check_name
        name.split('::').last.gsub(/([a-z])([A-Z])/, '\1_\2').downcase
      end

      def initialize(**params)
        @params = params
      end

      def <=>(other)
        [self.class.priority, self.class.check_name] <=> [other.class.priority, other.class.check_name]
      end

      def render
        raise NotImplementedError, "#{self.class} must implement render"
      end

      def method_missing(name, *args)
        key = name.to_s.delete_suffix('?').to_sym
        return @params.key?(key) if name.to_s.end_with?('?')
        return @params[key] if @params.key?(key)
        super
      end

      def respond_to_missing?(name, include_private = false)
        @params.key?(name.to_s.delete_suffix('?').to_sym) || super
      end
    end
  end
end
Dir[File.join(__dir__, 'checks', '*.rb')].sort.each { |f| require f }
