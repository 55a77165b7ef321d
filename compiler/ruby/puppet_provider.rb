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

    # confine(exists: '/bin/x', osfamily: 'Debian', ...) and suitable?:
    # the tests are made on the host running Punch when asked, as Puppet
    # makes them on its server (puppet_type.rb)
    extend Puppet::Confiner

    class << self
      # Puppet::Util's functions (get_env, which, ...) are the provider
      # classes' private methods, as in Puppet
      include Puppet::Util
      include Puppet::Util::Docs

      attr_accessor :name, :resource_type
      attr_writer :source

      def initvars
        @defaults = []
        @notdefaults = []
        @commands = {}
      end

      def source
        @source ||= name
      end

      def defaultfor(hash)
        @defaults << hash
      end

      def notdefaultfor(hash)
        @notdefaults << hash
      end

      def default?
        default_match ? true : false
      end

      # the first defaultfor hash all of whose facts match, unless a
      # notdefaultfor one does
      def default_match
        return nil if some_default_match(@notdefaults)
        some_default_match(@defaults)
      end

      def some_default_match(defaultlist)
        defaultlist.find do |default|
          default.all? { |key, values| key == :feature ? feature_match(values) : fact_match(key, values) }
        end
      end

      # the server's fact (Puppet asks its own Facter, not the node's)
      def fact_match(fact, values)
        fact_val = Facter.value(fact).to_s.downcase
        return false if fact_val.empty?
        values = [values] unless values.is_a?(Array)
        values.any? do |value|
          value.is_a?(Regexp) ? fact_val =~ value : fact_val.intern == value.to_s.downcase.intern
        end
      end

      def feature_match(value)
        Puppet.features.send("#{value}?")
      end

      def specificity
        match = default_match
        length = match ? match.length : 0
        (length * 100) + ancestors.count { |a| a.is_a?(Class) }
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
        defined?(@declared_features) && @declared_features.include?(name)
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

    dochook(:defaults) do
      if @defaults.length > 0
        @defaults.map do |d|
          'Default for ' + d.map { |f, v| "`#{f}` == `#{[v].flatten.join(', ')}`" }.sort.join(' and ') + '.'
        end.join(' ')
      end
    end

    dochook(:commands) do
      if @commands.length > 0
        'Required binaries: ' + @commands.map { |_n, c| "`#{c}`" }.sort.join(', ') + '.'
      end
    end

    dochook(:features) do
      if features.length > 0
        'Supported features: ' + features.map { |f| "`#{f}`" }.sort.join(', ') + '.'
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
        @defaultprovider = nil if defined?(@defaultprovider) && @defaultprovider && @defaultprovider.name == name
        const = 'Provider' + name.to_s.capitalize
        send(:remove_const, const) if const_defined?(const, false)
        provider_hash.delete(name) ? true : false
      end

      # the provider parameter: its default is the default provider, a
      # value must name one of the type's providers, and setting it makes
      # the instance's provider
      def providify
        return if parameters.include?(:provider)
        type_name = to_s.split('::')[2].downcase
        param = newparam(:provider) do
          desc <<-EOT
        The specific backend to use for this `#{type_name}`
        resource. You will seldom need to specify this --- Puppet will usually
        discover the appropriate provider for your platform.
          EOT
          class << self
            attr_accessor :parenttype
          end
          def self.doc
            scrub(@doc) + "Available providers are:\n\n" + parenttype.providers.sort_by(&:to_s).map { |i|
              markdown_definitionlist(i, scrub(parenttype.provider(i).doc))
            }.join
          end
          defaultto do
            prov = @resource.class.defaultprovider
            prov.name if prov
          end
          validate do |provider_class|
            provider_class = provider_class[0] if provider_class.is_a?(Array)
            provider_class = provider_class.class.name if provider_class.is_a?(Puppet::Provider)
            unless @resource.class.provider(provider_class)
              raise ArgumentError, "Invalid #{@resource.class.name} provider '#{provider_class}'"
            end
          end
          munge do |provider|
            provider = provider[0] if provider.is_a?(Array)
            provider = provider.intern if provider.is_a?(String)
            @resource.provider = provider
            provider.is_a?(Puppet::Provider) ? provider.class.name : provider
          end
        end
        param.parenttype = self
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
