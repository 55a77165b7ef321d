# Hiera 3's Ruby API as a custom backend sees it under Puppet 7.23
# (hiera 3.x, with Puppet's changes: the 'puppet' logger, Hiera::Scope
# around the lookup's scope). Written for Punch from the behaviour of the
# hiera gem and Puppet's V3BackendFunctionProvider; hiera3.go loads it at
# the first require of 'hiera' (or of a backend) and runs the lookups.
class Hiera
  class Error < StandardError; end
  class InvalidConfigurationError < Error; end
  class InterpolationLoop < StandardError; end
  class InterpolationInvalidValue < StandardError; end

  QUOTED_KEY = /^(?:"([^"]+)"|'([^']+)')$/
  QUOTES = /[",]/

  class << self
    # 'puppet' (Puppet's default for a backend), 'noop' or 'console'.
    attr_reader :logger

    def logger=(name)
      @logger = name.to_s
    end

    # Hiera's puppet logger: warnings are Puppet notices.
    def warn(msg)
      case @logger
      when 'noop'
      when 'console' then $stderr.puts("WARN: #{Time.now}: #{msg}")
      else Puppet.notice("hiera(): #{msg}")
      end
    end

    def debug(msg)
      case @logger
      when 'noop', 'console'
      else Puppet.debug("hiera(): #{msg}")
      end
    end
  end

  module Util
    module_function

    def posix?
      true
    end

    def microsoft_windows?
      false
    end

    def config_dir
      '/etc/puppet'
    end

    def code_dir
      '/etc/puppet'
    end

    def var_dir
      File.join(code_dir, 'environments', '%{environment}', 'hieradata')
    end

    def file_alt_separator
      nil
    end

    # "a.'b.c'.d" => ["a", "b.c", "d"]; quoted parts keep their dots.
    def split_key(key)
      parts = key.split(/(?:"([^"]+)"|'([^']+)'|([^'".]+))/)
      return '' if parts.empty?
      raise yield('Syntax error') unless parts.shift == ''
      n = parts.size
      raise yield('Syntax error') if n == 0
      parts = parts.reject { |p| p == '.' }
      raise yield('Syntax error') unless parts.size * 2 == n + 1
      parts
    end
  end

  class RecursiveGuard
    def initialize
      @seen = []
    end

    def check(value)
      raise Hiera::InterpolationLoop, "Lookup recursion detected in [#{@seen.join(', ')}]" if @seen.include?(value)
      @seen.push(value)
      result = yield
      @seen.pop
      result
    end
  end

  class Config
    class << self
      def [](key)
        @config[key]
      end

      def include?(key)
        @config.include?(key)
      end

      # Punch: the backend's configuration, as Puppet gives it before a
      # lookup (keys as symbols, the backends' sections too; the logger
      # 'puppet' unless the configuration names one).
      def __punch_set(config)
        @config = {}
        config.each do |k, v|
          v = v.each_with_object({}) { |(k2, v2), h| h[k2.to_sym] = v2 } if v.is_a?(Hash)
          @config[k.to_sym] = v
        end
        @config[:backends] = [@config[:backends]].flatten
        Hiera.logger = @config.include?(:logger) ? @config[:logger] : 'puppet'
        @config
      end

      def load_backends
        @config[:backends].each do |b|
          begin
            require "hiera/backend/#{b.downcase}_backend"
          rescue LoadError => e
            raise "Cannot load backend #{b}: #{e}"
          end
        end
      end
    end
  end

  # The scope a backend gets: Puppet's scope, with Hiera 3's special
  # variables and '' read as nil.
  class Scope
    CALLING_CLASS = 'calling_class'.freeze
    CALLING_CLASS_PATH = 'calling_class_path'.freeze
    CALLING_MODULE = 'calling_module'.freeze
    MODULE_NAME = 'module_name'.freeze
    CALLING_KEYS = [CALLING_CLASS, CALLING_CLASS_PATH, CALLING_MODULE].freeze

    attr_reader :real

    def initialize(real)
      @real = real
    end

    def [](key)
      value = case key
              when CALLING_CLASS then __punch_calling_class
              when CALLING_CLASS_PATH then (c = __punch_calling_class) && c.gsub(/::/, '/')
              when CALLING_MODULE then @real.lookupvar(MODULE_NAME)
              else @real.lookupvar(key)
              end
      value == '' ? nil : value
    end

    def exist?(key)
      CALLING_KEYS.include?(key) || @real.exist?(key)
    end

    def include?(key)
      CALLING_KEYS.include?(key) || @real.include?(key)
    end

    def catalog
      @real.catalog
    end

    def resource
      @real.resource
    end

    def compiler
      @real.compiler
    end

    def call_function(name, *args, &block)
      @real.call_function(name, *args, &block)
    end

    private

    # The class whose scope looks the key up (nil outside a class).
    def __punch_calling_class
      src = @real.source
      src && src.type == :hostclass ? src.name.downcase : nil
    end
  end

  class Filecache
    def initialize
      @cache = {}
    end

    def read(path, expected_type = Object, default = nil, &block)
      read_file(path, expected_type, &block)
    rescue TypeError => e
      Hiera.debug("#{e.message}, setting defaults")
      @cache[path] = default
    rescue => e
      raise e if default.nil?
      Hiera.debug("Reading data from #{path} failed: #{e.class}: #{e}")
      @cache[path] = default
    end

    # A compile reads each file once: the cache lives as long as the
    # compile's Ruby.
    def read_file(path, expected_type = Object)
      unless @cache.include?(path)
        text = File.read(path, :encoding => 'BOM|UTF-8')
        @cache[path] = block_given? ? yield(text) : text
      end
      data = @cache[path]
      raise TypeError, "Data retrieved from #{path} is #{data.class} not #{expected_type}" unless data.is_a?(expected_type)
      data
    end
  end

  class Interpolate
    RX = /%\{([^\}]*)\}/
    RX_ONLY = /^%\{([^\}]*)\}$/
    RX_CALL = /^(\w+)\(([^)]*)\)$/
    EMPTY = ['', '::', '""', "''", '"::"', "'::'"].freeze
    METHODS = { 'hiera' => :hiera, 'scope' => :scope, 'literal' => :literal, 'alias' => :alias }.freeze

    class << self
      def interpolate(data, scope, extra_data, context)
        return data unless data.is_a?(String)
        ctx = context.nil? ? {} : context.clone
        ctx[:recurse_guard] ||= Hiera::RecursiveGuard.new
        data.gsub(RX) do |expr|
          value, how = resolve(expr, scope, extra_data, ctx)
          if how == :alias && !value.is_a?(String)
            return value if data.match(RX_ONLY)
            raise Hiera::InterpolationInvalidValue, 'Cannot call alias in the string context'
          end
          value
        end
      end

      private

      # The value of one %{...}, itself interpolated unless literal.
      def resolve(text, scope, extra_data, ctx)
        m = text.is_a?(String) && text.match(RX)
        return [text, nil] unless m
        expr = m[1]
        return ['', nil] if EMPTY.include?(expr.strip)
        ctx[:recurse_guard].check(expr) do
          how, key = method_and_key(expr, ctx)
          value = case how
                  when :literal then key
                  when :scope then scope_value(text, key, scope, extra_data)
                  else Hiera::Backend.lookup(key, nil, scope, ctx[:order_override], :priority, ctx)
                  end
          how == :literal ? [value, how] : [resolve(value, scope, extra_data, ctx)[0], how]
        end
      end

      def method_and_key(expr, ctx)
        m = expr.match(RX_CALL)
        return [:scope, expr] unless m
        Hiera.warn('Use of interpolation methods in hiera configuration file is deprecated') if ctx[:is_interpolate_config]
        how = METHODS[m[1]]
        raise Hiera::InterpolationInvalidValue, "Invalid interpolation method '#{m[1]}'" unless how
        q = m[2].match(Hiera::QUOTED_KEY)
        raise Hiera::InterpolationInvalidValue, "Argument to interpolation method '#{m[1]}' must be quoted, got '#{m[2]}'" unless q
        [how, q[1] || q[2]]
      end

      def scope_value(text, key, scope, extra_data)
        segments = Hiera::Util.split_key(key) { |problem| Hiera::InterpolationInvalidValue.new("#{problem} in interpolation expression: #{text}") }
        catch(:no_such_key) { return Hiera::Backend.qualified_lookup(segments, scope, key) }
        catch(:no_such_key) { Hiera::Backend.qualified_lookup(segments, extra_data, key) }
      end
    end
  end

  module Backend
    # A backend written for Hiera 1 (lookup with four parameters).
    class Backend1xWrapper
      def initialize(wrapped)
        @wrapped = wrapped
      end

      def lookup(key, scope, order_override, resolution_type, context)
        Hiera.debug("Using Hiera 1.x backend API to access instance of class #{@wrapped.class.name}. Lookup recursion will not be detected")
        value = @wrapped.lookup(key, scope, order_override, resolution_type.is_a?(Hash) ? :hash : resolution_type)
        throw :no_such_key if value.nil?
        value
      end
    end

    class << self
      def datadir(backend, scope)
        section = Config[backend.to_sym]
        dir = section && section[:datadir] ? section[:datadir] : Hiera::Util.var_dir
        raise Hiera::InvalidConfigurationError, "datadir for #{backend} cannot be an array" unless dir.is_a?(String)
        interpolate_config(dir, scope, nil)
      end

      def datafile(backend, scope, source, extension)
        datafile_in(datadir(backend, scope), source, extension)
      end

      def datafile_in(datadir, source, extension)
        file = File.join(datadir, "#{source}.#{extension}")
        return file if File.exist?(file)
        Hiera.debug("Cannot find datafile #{file}, skipping")
        nil
      end

      # Yields each source of the hierarchy (the override first),
      # interpolated; empty or malformed ones are skipped.
      def datasources(scope, override = nil, hierarchy = nil)
        list = if hierarchy
                 [hierarchy]
               elsif Config.include?(:hierarchy)
                 [Config[:hierarchy]].flatten
               else
                 ['common']
               end
        list.insert(0, override) if override
        list.flatten.map do |source|
          source = interpolate_config(source, scope, override)
          if source == '' || source =~ %r{(^/|//|/$)}
            Hiera.debug("Ignoring bad definition in :hierarchy: '#{source}'")
          else
            yield(source)
          end
        end
      end

      def datasourcefiles(backend, scope, extension, override = nil, hierarchy = nil)
        dir = datadir(backend, scope)
        datasources(scope, override, hierarchy) do |source|
          Hiera.debug("Looking for data source #{source}")
          file = datafile_in(dir, source, extension)
          yield source, file if file
        end
      end

      def parse_string(data, scope, extra_data = {}, context = { :recurse_guard => nil, :order_override => nil })
        Hiera::Interpolate.interpolate(data, scope, extra_data, context)
      end

      def parse_answer(data, scope, extra_data = {}, context = { :recurse_guard => nil, :order_override => nil })
        case data
        when Numeric, true, false then data
        when String then parse_string(data, scope, extra_data, context)
        when Hash
          data.each_with_object({}) do |(k, v), out|
            out[parse_string(k, scope, extra_data, context)] = parse_answer(v, scope, extra_data, context)
          end
        when Array then data.map { |v| parse_answer(v, scope, extra_data, context) }
        end
      end

      def resolve_answer(answer, resolution_type)
        resolution_type == :array ? [answer].flatten.uniq.compact : answer
      end

      # :native is Hash#merge; :deeper and :deep are the deep_merge gem's
      # deeper_merge! and deeper_merge (left wins / right keeps its
      # values that cannot be merged).
      def merge_answer(left, right, resolution_type = nil)
        if resolution_type.is_a?(Hash)
          options = resolution_type.clone
          behavior = options.delete(:behavior)
        else
          behavior = Config[:merge_behavior]
          options = Config[:deep_merge_options] || {}
        end
        case behavior
        when :deeper, 'deeper' then __punch_deep_merge(right, left, false, options)
        when :deep, 'deep' then __punch_deep_merge(right, left, true, options)
        else left.merge(right)
        end
      end

      # Hiera 3's own lookup (the hiera() and alias() interpolations):
      # Puppet sends them to its global lookup, which Punch does not run
      # from a backend (__punch_global_lookup, hiera3.go).
      def lookup(key, default, scope, order_override, resolution_type, context = { :recurse_guard => nil })
        scope = scope.real if scope.is_a?(Hiera::Scope)
        found = false
        value = catch(:no_such_key) do
          v = __punch_global_lookup(key, scope)
          found = true
          v
        end
        return value if found
        return parse_string(default, scope, {}, context || {}) if default.is_a?(String)
        default
      end

      def qualified_lookup(segments, hash, full_key = nil)
        value = hash
        suffix = full_key.nil? ? '' : " from key '#{full_key}'"
        segments.each do |seg|
          throw :no_such_key if value.nil?
          if seg =~ /^[0-9]+$/
            seg = seg.to_i
            raise Exception, "Hiera type mismatch: Got #{value.class.name} when Array was expected to access value using '#{seg}'#{suffix}" unless value.instance_of?(Array)
            throw :no_such_key unless seg < value.size
          else
            if !value.respond_to?(:[]) || value.instance_of?(Array) || value.instance_of?(String)
              raise Exception, "Hiera type mismatch: Got #{value.class.name} when a hash-like object was expected to access value using '#{seg}'#{suffix}"
            end
            throw :no_such_key unless value.include?(seg)
          end
          value = value[seg]
        end
        value
      end

      def interpolate_config(entry, scope, override)
        if @config_context.nil?
          @config_context = { :is_interpolate_config => true, :order_override => override, :recurse_guard => Hiera::RecursiveGuard.new }
          begin
            Hiera::Interpolate.interpolate(entry, scope, {}, @config_context)
          ensure
            @config_context = nil
          end
        else
          Hiera::Interpolate.interpolate(entry, scope, {}, @config_context.merge(:order_override => override))
        end
      end

      # V3BackendFunctionProvider's lookup: the backend made once per
      # compile, then asked for the key. Returns [found, value], or
      # [nil, why] when the backend cannot be loaded or made.
      def __punch_lookup(name, key, scope, resolution_type)
        resolution_type = case resolution_type
                          when String then resolution_type.to_sym
                          when Hash
                            resolution_type.each_with_object({}) { |(k, v), h| h[k.to_sym] = k == 'behavior' ? v.to_sym : v }
                          end
        @__punch_backends ||= {}
        backend = @__punch_backends[name]
        unless backend
          begin
            require "hiera/backend/#{name.downcase}_backend"
            made = const_get("#{name.capitalize}_backend").new
            backend = made.method(:lookup).arity == 4 ? Backend1xWrapper.new(made) : made
          rescue LoadError => e
            return [nil, "Unable to load backend '#{name}': #{e.message}"]
          rescue NameError => e
            return [nil, "Unable to instantiate backend '#{name}': #{e.message}"]
          end
          @__punch_backends[name] = backend
        end
        found = false
        value = catch(:no_such_key) do
          v = backend.lookup(key, Hiera::Scope.new(scope), [], resolution_type, { :recurse_guard => nil })
          found = true
          v
        end
        [found, value]
      end

      def __punch_deep_merge(source, dest, preserve, options)
        unless options.nil? || options.empty?
          raise NotImplementedError, "Punch does not run Hiera 3 deep merge options (#{options.keys.join(', ')})"
        end
        if source.is_a?(Hash) && dest.is_a?(Hash)
          source.each { |k, v| dest[k] = dest.include?(k) ? __punch_deep_merge(v, dest[k], preserve, options) : v }
          dest
        elsif source.is_a?(Array) && dest.is_a?(Array)
          dest | source
        elsif dest.nil? || !preserve
          source
        else
          dest
        end
      end
    end
  end
end
