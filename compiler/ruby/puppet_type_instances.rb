# What Puppet's resource type classes do beyond declaring attributes: the
# class API of Puppet::Parameter and Puppet::Property (value collections,
# munge, validate, defaultto, array_matching, doc), the default provider
# of a type, and the instances a type's new makes (Puppet::Type#initialize,
# #[], #[]=, #should, #provider, ...). Written for Punch after the
# documented behaviour of Puppet 7.23 (type.rb, parameter.rb, property.rb,
# parameter/value_collection.rb). Not loaded where types are only read for
# their declarations (EnvOptions.TypeDeclarations: the type loader), which
# keeps nothing of it per type.
module Puppet
  class Parameter
    # One value of a value collection: a name (a Symbol, or a Regexp the
    # value must match) with its aliases and options.
    class Value
      attr_reader :name, :options, :event
      attr_accessor :block, :method, :required_features, :invalidate_refreshes

      def initialize(name)
        @name = name.is_a?(Regexp) ? name : convert(name)
        @aliases = []
      end

      def alias(name)
        @aliases << convert(name)
      end

      def aliases
        @aliases.dup
      end

      def event=(value)
        @event = convert(value)
      end

      def match?(value)
        if regex?
          true if name =~ value.to_s
        else
          name == convert(value) ? true : @aliases.include?(convert(value))
        end
      end

      def regex?
        @name.is_a?(Regexp)
      end

      private

      def convert(value)
        case value
        when Symbol, '' then value
        when String then value.intern
        when true then :true
        when false then :false
        else value.to_s.intern
        end
      end
    end

    # The values newvalues/newvalue declared: what validate accepts and
    # munge turns into Symbols.
    class ValueCollection
      def initialize
        @values = {}
        @regexes = []
        @strings = []
      end

      def aliasvalue(name, other)
        other = other.to_sym
        value = match?(other)
        raise Puppet::DevError, "Cannot alias nonexistent value #{other}" unless value
        value.alias(name)
      end

      def doc
        unless defined?(@doc)
          @doc = +''
          unless values.empty?
            listed = @strings.map do |value|
              aliases = value.aliases
              if aliases && !aliases.empty?
                "`#{value.name}` (also called `#{aliases.join(', ')}`)"
              else
                "`#{value.name}`"
              end
            end
            @doc << 'Valid values are ' << listed.join(', ') << '. '
          end
          @doc << "Values can match `#{regexes.join('`, `')}`." unless regexes.empty?
        end
        @doc
      end

      def empty?
        @values.empty?
      end

      def match?(test_value)
        @strings.find { |v| v.match?(test_value) } || @regexes.find { |v| v.match?(test_value) }
      end

      def munge(value)
        return value if empty?
        instance = match?(value)
        return value unless instance
        instance.regex? ? value : instance.name
      end

      def newvalue(name, options = {}, &block)
        call_opt = options[:call]
        unless call_opt.nil?
          raise Puppet::DevError, "Cannot use obsolete :call value '#{call_opt}' for property '#{self.class.name}'" unless %i[none instead].include?(call_opt)
          Puppet.deprecation_warning('Property option :call is deprecated and no longer used. Please remove it.')
          options = options.reject { |k, _| k == :call }
        end
        value = Puppet::Parameter::Value.new(name)
        @values[value.name] = value
        (value.regex? ? @regexes : @strings) << value
        options.each { |opt, arg| value.send("#{opt}=", arg) }
        if block
          raise Puppet::DevError, "Cannot use :call value ':none' in combination with a block for property '#{self.class.name}'" if call_opt == :none
          value.block = block
          value.method ||= "set_#{value.name}" unless value.regex?
        elsif call_opt == :instead
          raise Puppet::DevError, "Cannot use :call value ':instead' without a block for property '#{self.class.name}'"
        end
        value
      end

      def newvalues(*names)
        names.each { |name| newvalue(name) }
      end

      def regexes
        @regexes.map { |r| r.name.inspect }
      end

      def validate(value)
        return if empty?
        return if @values.any? { |_, v| v.match?(value) }
        msg = "Invalid value #{value.inspect}."
        msg += " Valid values are #{values.join(', ')}." unless values.empty?
        msg += " Valid values match #{regexes.join(', ')}." unless regexes.empty?
        raise ArgumentError, msg
      end

      def value(name)
        @values[name]
      end

      def values
        @strings.map(&:name)
      end
    end

    include Puppet::Util::Errors

    class << self
      include Puppet::Util::Docs

      attr_reader :required_features
      attr_accessor :metaparam
      # Docs' own, defined here over the class's first-use methods
      attr_writer :doc

      def desc(str)
        @doc = str
      end

      def initvars
        @value_collection = ValueCollection.new
      end

      # made on first use for a class Puppet's genclass did not make
      # (a module's own subclass)
      def value_collection
        @value_collection ||= ValueCollection.new
      end

      def defaultto(value = nil, &block)
        if block
          define_method(:default, &block)
        else
          raise Puppet::DevError, 'Either a default value or block must be provided' if value.nil?
          define_method(:default) { value }
        end
      end

      def sensitive(value = nil, &block)
        if block
          define_method(:is_sensitive, &block)
        else
          define_method(:is_sensitive) { value }
        end
      end

      def doc
        @doc ||= +''
        unless defined?(@addeddocvals)
          @doc = Puppet::Util::Docs.scrub(@doc)
          vals = value_collection.doc
          @doc << "\n\n#{vals}" if vals
          features = required_features
          @doc << "\n\nRequires features #{features.flatten.map(&:to_s).join(' ')}." if features
          @addeddocvals = true
        end
        @doc
      end

      def nodefault
        undef_method :default if public_method_defined?(:default)
      end

      def munge(&block)
        define_method(:unsafe_munge, &block)
      end

      def unmunge(&block)
        define_method(:unsafe_unmunge, &block)
      end

      def validate(&block)
        define_method(:unsafe_validate, &block)
      end

      def isrequired
        @required = true
      end

      def required?
        @required
      end

      def required_features=(*args)
        @required_features = args.flatten.map { |a| a.to_s.downcase.intern }
      end

      def newvalues(*names)
        value_collection.newvalues(*names)
      end

      def newvalue(name, options = {}, &block)
        value_collection.newvalue(name, options, &block)
      end

      def aliasvalue(name, other)
        value_collection.aliasvalue(name, other)
      end

      def proxymethods(*names)
        names.each { |n| define_method(n) { self.class.send(n) } }
      end

      def format_value_for_display(value)
        Puppet::Pops::Types::StringConverter.convert(value, '%p')
      end
    end

    proxymethods('required?', 'isnamevar?')

    attr_accessor :resource, :parent, :sensitive

    def initialize(resource: nil, value: nil, should: nil)
      raise Puppet::DevError, "No resource set for #{self.class.name}" unless resource
      self.resource = resource
      self.value = value if value
      self.should = should if should
    end

    def name
      self.class.name
    end

    def to_s
      name.to_s
    end

    def line
      resource.line
    end

    def file
      resource.file
    end

    def metaparam?
      self.class.metaparam
    end

    def provider
      @resource.provider
    end

    def pathbuilder
      @resource ? [@resource.pathbuilder, name] : [name]
    end

    def path
      @path ||= '/' + pathbuilder.join('/')
    end

    def tags
      @tags ||= (@resource.respond_to?(:tags) ? @resource.tags.dup : []) << name.to_s
    end

    def noop
      @noop ||= false
      @noop || resource.noop || Puppet[:noop] || false
    end

    def unsafe_munge(value)
      self.class.value_collection.munge(value)
    end

    def unsafe_unmunge(value)
      value
    end

    def unmunge(value)
      unsafe_unmunge(value)
    end

    # a munge block's failure other than Puppet's own is a DevError
    def munge(value)
      unsafe_munge(value)
    rescue Puppet::Error
      raise
    rescue => e
      raise Puppet::DevError, "Munging failed for value #{value.inspect} in class #{name}: #{e}", e.backtrace
    end

    def unsafe_validate(value)
      self.class.value_collection.validate(value)
    end

    # ArgumentError of a validate block becomes Puppet::Error; other
    # failures but TypeError are DevErrors
    def validate(value)
      unsafe_validate(value)
    rescue ArgumentError => e
      raise adderrorcontext(Puppet::Error.new(e.to_s), e)
    rescue Puppet::Error, TypeError
      raise
    rescue => e
      raise Puppet::DevError, "Validate method failed for class #{name}: #{e}", e.backtrace
    end

    def remove
      @resource = nil
    end

    def value
      unmunge(@value) unless @value.nil?
    end

    def value=(value)
      validate(value)
      @value = munge(value)
    end

    def format(fmt, *args)
      fmt % args.map { |arg| @sensitive ? '[redacted]' : arg.to_s }
    end

    class Boolean < Puppet::Parameter
      def self.initvars
        super
        @value_collection.newvalues(*Puppet::Coercion.boolean_values)
      end

      def unsafe_munge(value)
        Puppet::Coercion.boolean(value)
      end
    end
  end

  class Property < Puppet::Parameter
    attr_reader :shouldorig
    attr_writer :noop

    class << self
      attr_accessor :unmanaged

      def array_matching
        @array_matching ||= :first
      end

      def array_matching=(value)
        value = value.intern if value.is_a?(String)
        raise ArgumentError, "Supported values for Property#array_matching are 'first' and 'all'" unless %i[first all].include?(value)
        @array_matching = value
      end

      def idempotent
        @idempotent.nil? ? @idempotent = true : @idempotent
      end

      attr_writer :idempotent

      def value_name(name)
        value = value_collection.match?(name)
        value.name if value
      end

      def value_option(name, option)
        value = value_collection.value(name)
        value.send(option) if value
      end

      # a value with a block gets a method set_VALUE running it
      def newvalue(name, options = {}, &block)
        value = value_collection.newvalue(name, options, &block)
        unless value.method.nil?
          method = value.method.to_sym
          if value.block
            raise ArgumentError, "Attempt to redefine method #{method} with block" if instance_methods(false).include?(method)
            define_method(method, &value.block)
          else
            alias_method(method, :call_provider) unless method_defined?(method)
          end
        end
        value
      end
    end

    def call_provider(value)
      fail "#{self.class.name} cannot handle values of type #{value.inspect}" unless @resource.provider
      method = "#{self.class.name}="
      fail "The #{provider.class.name} provider can not handle attribute #{self.class.name}" unless provider.respond_to?(method)
      provider.send(method, value)
    end

    def match_all?
      self.class.array_matching == :all
    end

    def idempotent?
      self.class.idempotent
    end

    def should
      return nil unless defined?(@should)
      devfail "should for #{self.class.name} on #{resource.name} is not an array" unless @should.is_a?(Array)
      match_all? ? @should.map { |val| unmunge(val) } : unmunge(@should[0])
    end

    def should=(values)
      values = [values] unless values.is_a?(Array)
      @shouldorig = values
      values.each { |val| validate(val) }
      @should = values.map { |val| munge(val) }
    end

    def value
      should
    end

    def value=(values)
      self.should = values
    end

    def unsafe_validate(value)
      super
      validate_features_per_value(value)
    end

    def validate_features_per_value(value)
      features = self.class.value_option(self.class.value_name(value), :required_features)
      return unless features
      features = Array(features)
      return if provider.satisfies?(features)
      raise ArgumentError, "Provider #{provider.class.name} must have features '#{features.map(&:to_s).join(', ')}' to set '#{self.class.name}' to '#{value}'"
    end

    def safe_insync?(is)
      return true unless @should
      insync?(is)
    end

    def insync?(is)
      devfail "#{self.class.name}'s should is not array" unless @should.is_a?(Array)
      return true if @should.empty?
      if match_all?
        return false unless is.is_a?(Array) && is.length == @should.length
        is == @should || is == @should.map(&:to_s)
      else
        @should.any? { |want| property_matches?(is, want) }
      end
    end

    def property_matches?(current, desired)
      current == desired || current == desired.to_s
    end

    def is_to_s(value)
      self.class.format_value_for_display(value)
    end

    def should_to_s(value)
      self.class.format_value_for_display(value)
    end

    def change_to_s(current_value, newvalue)
      if current_value == :absent
        "defined '#{name}' as #{should_to_s(newvalue)}"
      elsif newvalue == :absent || newvalue == [:absent]
        "undefined '#{name}' from #{is_to_s(current_value)}"
      else
        "#{name} changed #{is_to_s(current_value)} to #{should_to_s(newvalue)}"
      end
    end

    def event_name
      value = should
      event_name = self.class.value_option(value, :event)
      return event_name if event_name
      return :"#{name}_changed" unless name == :ensure
      suffix = { present: '_created', absent: '_removed' }.fetch(value, '_changed')
      :"#{resource.type}#{suffix}"
    end

    def retrieve
      provider.send(self.class.name)
    end

    def noop
      return @resource.noop? if @resource.respond_to?(:noop?)
      defined?(@noop) ? @noop : Puppet[:noop]
    end

    class Ensure < Puppet::Property
      def self.defaultvalues
        # each runs the provider's method, else the resource's (nil: the
        # event is made for it)
        { present: :create, absent: :destroy }.each do |value, method|
          newvalue(value) do
            prov = @resource.provider
            (prov && prov.respond_to?(method) ? prov : @resource).send(method)
            nil
          end
        end
        defaultto { @resource.managed? ? :present : nil }
        @doc ||= 'The basic property that the resource should be in.'
      end

      defaultto { @resource.managed? ? :present : nil }

      def change_to_s(currentvalue, newvalue)
        if currentvalue == :absent || currentvalue.nil?
          'created'
        elsif newvalue == :absent
          'removed'
        else
          "#{name} changed #{is_to_s(currentvalue)} to #{should_to_s(newvalue)}"
        end
      end

      def retrieve
        prov = @resource.provider
        result = if prov && prov.respond_to?(:exists?)
                   prov.exists?
                 elsif @resource.respond_to?(:exists?)
                   @resource.exists?
                 else
                   raise Puppet::DevError, "No ability to determine if #{@resource.class.name} exists"
                 end
        result ? :present : :absent
      end
    end

    class Boolean < Puppet::Property
      def unsafe_munge(value)
        Puppet::Coercion.boolean(value)
      end
    end
  end

  class Type
    include Puppet::Util::Errors
    include Puppet::Util::Tagging

    class << self
      include Puppet::Util::Docs

      # the doc of a type is its own, scrubbed
      def doc
        @doc ? scrub(@doc) : ''
      end

      attr_writer :doc

      def desc(str)
        @doc = str
      end

      # the type's own check of an instance, run last by new
      def validate(&block)
        define_method(:unsafe_validate, &block)
        define_method(:validate) { unsafe_validate }
      end

      # newparam's options beyond namevar and parent: boolean gives the
      # type a NAME? method
      def handle_param_options(name, options)
        return unless options[:boolean]
        define_method("#{name}?") do
          val = self[name]
          true if val == :true || val == true
        end
      end

      def defaultprovider
        return @defaultprovider if @defaultprovider
        suitable = suitableprovider
        defaults = suitable.select(&:default?)
        defaults = suitable if defaults.empty?
        max = defaults.map(&:specificity).max
        defaults = defaults.select { |provider| provider.specificity == max }
        if defaults.length > 1
          Puppet.warning("Found multiple default providers for #{name}: #{defaults.map { |i| i.name.to_s }.join(', ')}; using #{defaults[0].name}")
        end
        @defaultprovider = defaults.shift unless defaults.empty?
      end

      def suitableprovider
        provider_hash.values.select(&:suitable?).reject { |p| p.name == :fake }
      end

      def providers_by_source
        sources = []
        [defaultprovider, suitableprovider].flatten.uniq.map do |provider|
          next if provider.nil? || sources.include?(provider.source)
          sources << provider.source
          provider
        end.compact
      end

      attr_writer :needs_ensure_retrieved

      def needs_ensure_retrieved
        !defined?(@needs_ensure_retrieved) || @needs_ensure_retrieved
      end

      def validprovider?(name)
        name = name.intern
        provider_hash.key?(name) && provider_hash[name].suitable?
      end

      # the resources each provider (the default first, one per source)
      # lists, as instances of the type; a provider without its own
      # instances raises Puppet's DevError
      def instances
        raise Puppet::DevError, "#{name} has no providers and has not overridden 'instances'" if provider_hash.empty?
        seen = {}
        providers_by_source.map do |provider|
          provider.instances.map do |instance|
            title = instance.respond_to?(:title) ? instance.title : instance.name
            next if seen[title]
            seen[title] = instance
            result = new(name: instance.name, provider: instance, title: title)
            properties.each { |prop| result.newattr(prop.name) }
            result
          end
        end.flatten.compact
      end

      def ensurable?
        %i[exists? create destroy].all? { |m| public_method_defined?(m) }
      end

    end

    attr_accessor :file, :line, :catalog, :exported, :virtual
    attr_reader :original_parameters

    # Puppet::Type.new(hash or Puppet::Resource): the title first, then
    # the namevar, the provider's default, the given attributes in the
    # type's order (each validated and munged by its class), the
    # defaults of the others, and the type's validate
    def initialize(resource)
      if Punch.described_type?(self.class)
        Punch.unsupported("Puppet::Type.new of Puppet's own type #{self.class.name} (Punch knows its attributes by name only, not their values, munging and validation)")
      end
      @parameters = {}
      if resource.is_a?(Puppet::Resource)
        self.title = resource.title
        hash = resource.to_hash
      else
        hash = {}
        resource.each { |k, v| hash[k.to_sym] = v }
        title = hash.delete(:title)
        # the keys as Puppet::Resource#[]= names them: name is the
        # namevar of a type with one
        nv = name_var
        hash = hash.each_with_object({}) do |(k, v), out|
          k = k.to_s.downcase.to_sym
          out[k == :name && nv ? nv : k] = v
        end
        title ||= hash[:name]
        title ||= hash[self.class.key_attributes.first] if self.class.key_attributes.length == 1
        raise Puppet::Error, 'Title or name must be provided' unless title
        self.title = title
        hash.delete(:catalog)
        hash.delete(:sensitive_parameters)
        hash = __punch_parse_title(title).merge(hash)
        # the tags Puppet::Resource.new gives: the type's name and the
        # title when it is a valid tag
        tag(self.class.name.to_s)
        tag_if_valid(title)
      end
      @original_parameters = hash
      set_name(@original_parameters)
      set_default(:provider)
      set_parameters(@original_parameters)
      validate_resource
    end

    def title=(value)
      @title = value
    end

    def validate_resource
      validate if respond_to?(:validate)
    rescue Puppet::Error, ArgumentError => e
      raise adderrorcontext(Puppet::ResourceError.new("Validation of #{ref} failed: #{e}"), e)
    end

    def name_var
      return @name_var_cache unless @name_var_cache.nil?
      keys = self.class.key_attributes
      @name_var_cache = keys.length == 1 && keys.first
    end

    def [](name)
      name = __punch_attr_name(name) { |n| "Invalid parameter #{n}(#{n.inspect})" }
      obj = @parameters[name]
      obj ? obj.value : nil
    end

    def []=(name, value)
      name = __punch_attr_name(name) { |n| "no parameter named '#{n}'" }
      raise Puppet::Error, "Got nil value for #{name}" if value.nil?
      property = newattr(name)
      if property
        begin
          property.value = value
        rescue Puppet::Error, ArgumentError => e
          raise adderrorcontext(Puppet::ResourceError.new("Parameter #{name} failed on #{ref}: #{e}"), e)
        end
      end
      nil
    end

    def newattr(name)
      name = name.name if name.is_a?(Class)
      klass = self.class.attrclass(name)
      raise Puppet::Error, "Resource type #{self.class.name} does not support parameter #{name}" unless klass
      return nil if provider && !provider.class.supports_parameter?(klass)
      return @parameters[name] if @parameters.include?(name)
      @parameters[name] = klass.new(resource: self)
    end

    def set_default(attr)
      klass = self.class.attrclass(attr)
      return unless klass && klass.method_defined?(:default)
      return if @parameters.include?(klass.name)
      parameter = newattr(klass.name)
      return unless parameter
      value = parameter.default
      if value && !value.nil?
        parameter.value = value
      else
        @parameters.delete(parameter.name)
      end
    end

    def delete(attr)
      attr = attr.intern
      raise Puppet::DevError, "Undefined attribute '#{attr}' in #{self}" unless @parameters.key?(attr)
      @parameters.delete(attr)
    end

    def should(name)
      prop = @parameters[name.intern]
      prop.is_a?(Puppet::Property) ? prop.should : nil
    end

    def value(name)
      obj = @parameters[name.intern]
      obj.respond_to?(:value) ? obj.value : nil
    end

    def parameter(name)
      @parameters[name.to_sym]
    end

    def parameters
      @parameters.dup
    end

    def property(name)
      obj = @parameters[name.intern]
      obj.is_a?(Puppet::Property) ? obj : nil
    end

    def propertydefined?(name)
      @parameters.include?(name.is_a?(Symbol) ? name : name.intern)
    end

    def properties
      self.class.properties.map { |prop| @parameters[prop.name] }.compact
    end

    def eachproperty(&block)
      properties.each(&block)
    end

    def parameters_with_value
      self.class.allattrs.map { |attr| parameter(attr) }.compact
    end

    def eachparameter(&block)
      parameters_with_value.each(&block)
    end

    def to_hash
      @parameters.each_with_object({}) { |(name, obj), out| out[name] = obj.value }
    end

    def type
      self.class.name
    end

    def name
      self[:name]
    end

    def title
      unless @title
        if self.class.validparameter?(name_var)
          @title = self[:name]
        elsif self.class.validproperty?(name_var)
          @title = should(name_var)
        else
          devfail "Could not find namevar #{name_var} for #{self.class.name}"
        end
      end
      @title
    end

    def ref
      @ref ||= "#{self.class.name.to_s.capitalize}[#{title}]"
    end

    def to_s
      ref
    end

    def uniqueness_key
      self.class.key_attributes.sort_by(&:to_s).map { |name| self[name] }
    end

    def managed?
      return @managed if @managed
      @managed = properties.any? { |property| property.should && !property.class.unmanaged }
    end

    def deleting?
      obj = @parameters[:ensure]
      obj && obj.should == :absent
    end

    def isomorphic?
      self.class.isomorphic?
    end

    attr_writer :noop

    def noop?
      return @noop if defined?(@noop) && !@noop.nil?
      Puppet[:noop] ? true : false
    end

    def noop
      noop?
    end

    def pathbuilder
      [ref]
    end

    def path
      @path ||= '/' + pathbuilder.join('/')
    end

    def virtual?
      !!@virtual
    end

    def exported?
      !!@exported
    end

    def version
      0
    end

    def depthfirst?
      false
    end

    def provider
      @provider
    end

    def provider=(name)
      if name.is_a?(Puppet::Provider)
        @provider = name
        @provider.resource = self
      else
        klass = self.class.provider(name)
        raise ArgumentError, "Could not find #{name} provider of #{self.class.name}" unless klass
        @provider = klass.new(self)
      end
    end

    def suitable?
      return true unless self.class.paramclass(:provider)
      return true if provider && provider.class.suitable?
      if !provider && self.class.defaultprovider
        self.provider = self.class.defaultprovider.name
        return true
      end
      false
    end

    def retrieve
      fail "Provider #{provider.class.name} is not functional on this host" if provider.is_a?(Puppet::Provider) && !provider.class.suitable?
      result = Puppet::Resource.new(self.class.name, title)
      result[:name] = self[:name] unless self[:name] == title
      ensure_prop = property(:ensure)
      ensure_prop = newattr(:ensure) if !ensure_prop && self.class.needs_ensure_retrieved && self.class.validattr?(:ensure)
      ensure_state = nil
      if ensure_prop
        result[:ensure] = ensure_state = ensure_prop.retrieve
      end
      properties.each do |property|
        next if property.name == :ensure
        result[property.name] = ensure_state == :absent ? :absent : property.retrieve
      end
      result
    end

    def retrieve_resource
      resource = retrieve
      resource = Puppet::Resource.new(self.class.name, title, parameters: resource) if resource.is_a?(Hash)
      resource
    end

    def to_resource
      resource = retrieve_resource
      @parameters.each do |name, param|
        next if param.class.isnamevar? && param.value == title
        next if param.is_a?(Puppet::Property)
        resource[name] = param.value
      end
      resource
    end

    # The behaviour of Puppet's own metaparameters' classes, given to each
    # when Go makes it (puppetapi_metaparam.go); their docs are left out.
    METAPARAM_BODIES = {
      noop: proc do
        newvalues(:true, :false)
        munge do |value|
          case value
          when true, :true, 'true' then @resource.noop = true
          when false, :false, 'false' then @resource.noop = false
          end
        end
      end,
      audit: proc do
        validate do |list|
          list = Array(list).map(&:to_sym)
          unless list == [:all]
            list.each do |param|
              next if @resource.class.validattr?(param)
              fail "Cannot audit #{param}: not a valid attribute for #{resource}"
            end
          end
        end
        munge do |args|
          properties_to_audit(args).each do |param|
            next unless resource.class.validproperty?(param)
            resource.newattr(param)
          end
        end
        define_method(:all_properties) do
          resource.class.properties.select do |property|
            resource.provider.nil? || resource.provider.class.supports_parameter?(property)
          end.map(&:name)
        end
        define_method(:properties_to_audit) do |list|
          if !list.is_a?(Array) && list.to_sym == :all
            all_properties
          else
            Array(list).map(&:to_sym)
          end
        end
      end,
      loglevel: proc do
        defaultto :notice
        newvalues(:debug, :info, :notice, :warning, :err, :alert, :emerg, :crit)
        newvalues(:verbose)
        munge do |loglevel|
          val = super(loglevel)
          val == :verbose ? :info : val
        end
      end,
      alias: proc do
        munge do |aliases|
          raise ArgumentError, 'Cannot add aliases without a catalog' unless @resource.catalog
          Punch.unsupported('the alias metaparameter of a Puppet::Type instance with a catalog')
        end
      end,
      tag: proc do
        munge do |tags|
          tags = [tags] unless tags.is_a?(Array)
          tags.each { |tag| @resource.tag(tag) }
        end
      end,
      relationship: proc do
        munge do |references|
          references = [references] unless references.is_a?(Array)
          references.map { |ref| ref.is_a?(Puppet::Resource) ? ref : Puppet::Resource.new(ref) }
        end
      end,
    }.freeze

    private

    # name interned, an attribute of the type (else Puppet::Error with the
    # block's message); name stands for the namevar of a type with one
    def __punch_attr_name(name)
      name = name.intern
      fail(yield(name)) unless self.class.validattr?(name)
      return name unless name == :name
      name_var || name
    end

    # the attributes the title gives (Puppet::Resource#parse_title with
    # the type's title patterns)
    def __punch_parse_title(title)
      patterns = self.class.title_patterns
      return { name: title.to_s } if patterns.nil?
      patterns.each do |regexp, symbols_and_procs|
        captures = regexp.match(title.to_s)
        next unless captures
        h = {}
        symbols_and_procs.zip(captures[1..-1]).each do |(symbol, proc), capture|
          h[symbol] = proc ? proc.call(capture) : capture
        end
        return h
      end
      raise Puppet::Error, "No set of title patterns matched the title \"#{title}\"."
    end

    def set_name(hash)
      self[name_var] = hash.delete(name_var) if name_var
    end

    def set_parameters(hash)
      no_values = []
      (self.class.allattrs + hash.keys).uniq.each do |attr|
        begin
          if hash.key?(attr)
            self[attr] = hash[attr]
          else
            no_values << attr
          end
        rescue ArgumentError, Puppet::Error, TypeError
          raise
        rescue => e
          error = Puppet::DevError.new("Could not set #{attr} on #{self.class.name}: #{e}")
          error.set_backtrace(e.backtrace)
          raise error
        end
      end
      no_values.each { |attr| set_default(attr) }
    end
  end
end
