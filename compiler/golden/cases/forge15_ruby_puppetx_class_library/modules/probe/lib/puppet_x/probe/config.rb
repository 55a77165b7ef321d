# A PuppetX helper library in the style of module helper classes (icinga2, rundeck, sensu ...).
module PuppetX
  module Probe
    class ConfigError < StandardError
      def initialize(msg = 'bad config')
        super
      end
    end

    module Quoting
      module_function

      def quote(value)
        case value
        when String then %("#{value.gsub('"', '\"')}")
        when Symbol then value.to_s
        when Array then "[#{value.map { |v| quote(v) }.join(', ')}]"
        when Hash then "{ #{value.sort.map { |k, v| "#{k} = #{quote(v)}" }.join('; ')} }"
        when nil then 'null'
        else value.to_s
        end
      end
    end

    module Logging
      def log_lines
        @log_lines ||= []
      end

      def log(msg)
        log_lines << "#{self.class.name.split('::').last}: #{msg}"
      end
    end

    class Base
      include Comparable
      include Logging
      extend Forwardable rescue nil
      attr_reader :name, :attrs
      @@instances = 0
      COUNTER_START = 100

      class << self
        attr_accessor :registry

        def create(name, **attrs)
          @@instances += 1
          (self.registry ||= {})[name] = new(name, **attrs)
        end

        def instances
          @@instances
        end
      end

      def initialize(name, **attrs)
        @name = name
        @attrs = attrs
        log("created #{name}")
      end

      def <=>(other)
        name <=> other.name
      end

      def to_s
        "#{self.class.name.split('::').last.downcase} \"#{name}\" #{Quoting.quote(attrs.transform_keys(&:to_s))}"
      end

      def render
        raise NotImplementedError, "#{self.class} must implement render"
      end

      def method_missing(meth, *args)
        key = meth.to_s
        return attrs[key.to_sym] if attrs.key?(key.to_sym)
        super
      end

      def respond_to_missing?(meth, include_private = false)
        attrs.key?(meth.to_s.to_sym) || super
      end
    end

    class Host < Base
      def render
        log('render')
        "object Host #{Quoting.quote(name)} {\n#{attrs.sort.map { |k, v| "  #{k} = #{Quoting.quote(v)}" }.join("\n")}\n}"
      end
    end

    class Service < Host
      alias_method :base_render, :render

      def render
        base_render.sub('object Host', 'object Service')
      end
    end

    module Shout
      def render
        super.upcase
      end
    end

    class LoudHost < Host
      prepend Shout
    end
  end
end
