# Puppet's providers as type and provider files see them while Puppet
# loads a type (Puppet::Type.newtype loads every provider of the type,
# Puppet::Type.type(:x).provide(:y) { ... } makes one): the class-level
# DSL of Puppet::Provider (provider.rb) and what Puppet::Type offers to
# make and find providers (type.rb, util/provider_features.rb). Written
# for Punch after Puppet 7.23's documented behaviour; nothing here runs
# a provider against a system (a compile never does).
module Puppet
  class Provider
    include Comparable

    # Puppet::Provider::Command: a command a provider declared
    # (commands/optional_commands), run through Puppet::Util::Execution.
    class Command
      attr_reader :executable, :name

      def initialize(name, executable, resolver, executor, options = {})
        @name = name
        @executable = executable
        @resolver = resolver
        @executor = executor
        @options = options
      end

      def execute(*args)
        @executor.execute([@executable] + args, @options)
      end
    end

    # What has_command's block is evaluated in (is_optional, environment).
    class CommandDefiner
      private_class_method :new

      def self.define(name, path, confiner, &block)
        definer = new(name, path, confiner)
        definer.instance_eval(&block) if block
        definer.command
      end

      def initialize(name, path, confiner)
        @name = name
        @path = path
        @optional = false
        @confiner = confiner
        @custom_environment = {}
      end

      def is_optional
        @optional = true
      end

      def environment(env)
        @custom_environment = @custom_environment.merge(env)
      end

      def command
        @confiner.confine(exists: @path, for_binary: true) unless @optional
        Puppet::Provider::Command.new(@name, @path, Puppet::Util, Puppet::Util::Execution,
                                      { failonfail: true, combine: true, custom_environment: @custom_environment })
      end
    end

    class << self
      # Puppet::Util's functions (get_env, which, ...) are the provider
      # classes' private methods, as in Puppet
      include Puppet::Util

      attr_accessor :name, :resource_type
      attr_writer :source, :doc

      def initvars
        @defaults = []
        @notdefaults = []
        @commands = {}
      end

      def desc(str)
        @doc = str
      end

      def source
        @source ||= name
      end

      # confine(exists: '/bin/x', osfamily: 'Debian', ...): kept as the
      # tests Puppet would make when asked whether the provider is
      # suitable (a compile never asks)
      def confine(hash)
        @confines ||= []
        for_binary = hash.key?(:for_binary) ? hash.delete(:for_binary) : false
        hash.each { |test, values| @confines << [test, values, for_binary] }
      end

      def confine_collection
        @confines ||= []
      end

      def defaultfor(hash)
        @defaults << hash
      end

      def notdefaultfor(hash)
        @notdefaults << hash
      end

      def commands(command_specs)
        command_specs.each { |name, path| has_command(name, path) }
      end

      def optional_commands(hash)
        hash.each { |name, target| has_command(name, target) { is_optional } }
      end

      def has_command(name, path, &block)
        name = name.intern
        command = CommandDefiner.define(name, path, self, &block)
        @commands[name] = command.executable
        create_class_and_instance_method(name) { |*args| command.execute(*args) }
      end

      def command(name)
        name = name.intern
        found = @commands[name] if defined?(@commands) && @commands
        found = superclass.command(name) if !found && superclass.respond_to?(:command)
        raise Puppet::DevError, "No command #{name} defined for provider #{self.name}" unless found
        which(found)
      end

      def declared_feature?(name)
        (defined?(@declared_features) && @declared_features && @declared_features.include?(name)) ? true : false
      end

      def instances
        raise Puppet::DevError, "To support listing resources of this type the '#{name}' provider needs to implement an 'instances' class method returning the current set of resources. We recommend porting your module to the simpler Resource API instead: https://puppet.com/search/docs?keys=resource+api"
      end

      def mk_resource_methods
        [resource_type.validproperties, resource_type.parameters].flatten.each do |attr|
          attr = attr.intern
          next if attr == :name
          define_method(attr) { @property_hash[attr].nil? ? :absent : @property_hash[attr] }
          define_method(attr.to_s + '=') { |val| @property_hash[attr] = val }
        end
      end

      def supports_parameter?(param)
        klass = param
        unless param.is_a?(Class)
          klass = resource_type.attrclass(param)
          raise Puppet::DevError, "'#{param}' is not a valid parameter for #{resource_type.name}" unless klass
        end
        features = klass.required_features
        return true unless features
        !!satisfies?(*features)
      end

      def execute(*args)
        Puppet::Util::Execution.execute(*args)
      end

      private

      def create_class_and_instance_method(name, &block)
        define_singleton_method(name, &block) unless singleton_class.method_defined?(name)
        define_method(name) { |*args| self.class.send(name, *args) } unless method_defined?(name)
      end
    end

    initvars

    attr_accessor :resource

    def initialize(resource = nil)
      if resource.is_a?(Hash)
        @property_hash = resource
      elsif resource
        @resource = resource
        @property_hash = {}
      else
        @property_hash = {}
      end
    end

    def execute(*args)
      Puppet::Util::Execution.execute(*args)
    end

    def clear
      @resource = nil
    end

    def command(name)
      self.class.command(name)
    end

    def get(param)
      @property_hash[param.intern] || :absent
    end

    def set(params)
      params.each { |param, value| @property_hash[param.intern] = value }
    end

    def name
      n = @property_hash[:name]
      return n if n
      return resource.name if resource
      raise Puppet::DevError, "No resource and no name in property hash in #{self.class.name} instance"
    end

    def to_s
      "#{@resource}(provider=#{self.class.name})"
    end

    def inspect
      to_s
    end

    def <=>(other)
      return nil unless other.is_a?(Puppet::Provider)
      self.class.name <=> other.class.name
    end
  end

  module Util
    def self.get_env(name, mode = nil)
      ENV[name]
    end

    def self.set_env(name, value = nil, mode = nil)
      ENV[name] = value
    end

    module ProviderFeatures
      # A feature a type declares (feature :x, 'docs', methods: [...]).
      class ProviderFeature
        attr_accessor :name, :docs, :methods

        def initialize(name, docs, methods: nil)
          self.name = name.intern
          self.docs = docs
          @methods = methods
        end

        def available?(obj)
          return false unless methods
          methods.all? { |m| obj.is_a?(Class) ? obj.public_method_defined?(m) : obj.respond_to?(m) }
        end
      end
    end
  end

  class Type
    class << self
      def feature(name, docs, hash = {})
        @features ||= {}
        raise Puppet::DevError, "Feature #{name} is already defined" if @features.include?(name)
        begin
          obj = Puppet::Util::ProviderFeatures::ProviderFeature.new(name, docs, **hash)
          @features[obj.name] = obj
        rescue ArgumentError => detail
          error = ArgumentError.new("Could not create feature #{name}: #{detail}")
          error.set_backtrace(detail.backtrace)
          raise error
        end
      end

      def features
        @features ||= {}
        @features.keys
      end

      def provider_feature(name)
        return nil unless defined?(@features) && @features
        @features[name]
      end

      # The module every provider of the type includes and extends:
      # feature?, features, satisfies?, a NAME? method per feature the
      # type declared so far, and has_features/has_feature.
      def feature_module
        return @feature_module if defined?(@feature_module) && @feature_module
        @features ||= {}
        mod = ::Module.new
        const_set('FeatureModule', mod)
        features = @features
        mod.send(:define_method, :feature?) do |name|
          method = name.to_s + '?'
          !!(respond_to?(method) && send(method))
        end
        mod.send(:define_method, :features) do
          features.keys.find_all { |n| feature?(n) }.sort_by(&:to_s)
        end
        mod.send(:define_method, :satisfies?) do |*needed|
          needed.flatten.all? { |f| feature?(f) }
        end
        @features.each do |name, feature|
          mod.send(:define_method, name.to_s + '?') do
            (is_a?(Class) ? declared_feature?(name) : self.class.declared_feature?(name)) || feature.available?(self)
          end
        end
        mod.send(:define_method, :has_features) do |*names|
          @declared_features ||= []
          names.each { |n| @declared_features << n.intern }
        end
        mod.send(:alias_method, :has_feature, :has_features)
        @feature_module = mod
      end

      def provider_hash_by_type(type)
        @provider_hashes ||= {}
        @provider_hashes[type] ||= {}
      end

      def provider_hash
        Puppet::Type.provider_hash_by_type(name)
      end

      def providers
        provider_hash.keys
      end

      def unprovide(name)
        const = 'Provider' + name.to_s.capitalize
        send(:remove_const, const) if const_defined?(const, false)
        provider_hash.delete(name) ? true : false
      end

      def providify
        return if parameters.include?(:provider)
        newparam(:provider)
      end

      def provide(name, options = {}, &block)
        name = name.intern
        unprovide(name)
        pname = options[:parent]
        parent = if pname
                   options.delete(:parent)
                   if pname.is_a?(Class)
                     pname
                   else
                     provider(pname) || raise(Puppet::DevError, "Could not find parent provider #{pname} of #{name}")
                   end
                 else
                   Puppet::Provider
                 end
        options[:resource_type] ||= self
        providify
        # what Puppet's genclass does for a provider
        pname = name.to_s.downcase.intern
        klass = Class.new(parent)
        klass.instance_variable_set(:@name, pname)
        const_set('Provider' + pname.to_s.capitalize, klass)
        klass.initvars if klass.respond_to?(:initvars)
        options.each do |param, value|
          setter = param.to_s + '='
          klass.send(setter, value) if klass.respond_to?(setter)
        end
        mod = feature_module
        klass.include(mod)
        klass.extend(mod)
        klass.preinit if klass.respond_to?(:preinit)
        klass.class_eval(&block) if block
        klass.postinit if klass.respond_to?(:postinit)
        provider_hash[pname] = klass
        klass
      end
    end
  end
end
