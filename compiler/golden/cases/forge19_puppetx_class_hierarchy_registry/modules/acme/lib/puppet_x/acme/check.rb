require 'puppet_x/acme'
module PuppetX::Acme
  # The base of a plugin hierarchy: subclasses register themselves through
  # the inherited hook and declare options with a class macro.
  class Check
    include Comparable
    class << self
      attr_reader :registry

      def inherited(sub)
        super
        (Check.registry ||= {})[sub.name.split('::').last.downcase] = sub
      end

      def option(name, default)
        options[name] = default
        define_method(name) { @opts.fetch(name, default) }
      end

      def options
        @options ||= superclass.respond_to?(:options) ? superclass.options.dup : {}
      end

      def build(kind, opts = {})
        klass = registry.fetch(kind) { raise PuppetX::Acme::Error, "unknown check #{kind}" }
        klass.new(opts)
      end
    end
    @registry = {}
    class << self
      attr_writer :registry
    end

    option :interval, 60
    attr_reader :opts

    def initialize(opts = {})
      unknown = opts.keys - self.class.options.keys
      raise PuppetX::Acme::ValidationError.new(unknown.first) unless unknown.empty?
      @opts = opts
    end

    def priority
      0
    end

    def <=>(other)
      [priority, self.class.name] <=> [other.priority, other.class.name]
    end

    def to_h
      self.class.options.keys.sort.to_h { |k| [k.to_s, send(k)] }.merge('kind' => self.class.name.split('::').last)
    end

    def method_missing(name, *args)
      if name.to_s.end_with?('?') && self.class.options.key?(name.to_s.chomp('?').to_sym)
        !!send(name.to_s.chomp('?'))
      else
        super
      end
    end

    def respond_to_missing?(name, priv = false)
      (name.to_s.end_with?('?') && self.class.options.key?(name.to_s.chomp('?').to_sym)) || super
    end
  end
end
