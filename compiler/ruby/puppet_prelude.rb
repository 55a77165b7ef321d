# The part of Puppet 7.23's Ruby API that is plain Ruby, as module code
# sees it (error classes and their messages, base classes of functions).
# Written for Punch from the documented behaviour of Puppet's classes;
# the parts that reach the compile are implemented in Go (puppet.go).
module Puppet
  class Error < RuntimeError
    attr_accessor :original

    def initialize(message, original = nil)
      super(message.scrub)
      @original = original
    end
  end

  module ExternalFileError
    attr_accessor :line, :file, :pos, :puppetstack

    # Puppet's positional form: an Exception given as the position is the
    # cause instead; an empty file name is no file.
    def initialize(message, file = nil, line = nil, pos = nil, original = nil)
      original, pos = pos, nil if pos.is_a?(Exception)
      super(message, original)
      @file = file == '' ? nil : file
      @line = line
      @pos = pos
      @puppetstack = []
    end

    # the message, then where (file, line, column) as far as known
    def to_s
      @file = nil if @file == ''
      where = Puppet::Util::Errors.error_location_with_space(@file, @line, @pos)
      "#{super}#{where}"
    end
  end

  class ParseError < Puppet::Error
    include ExternalFileError
  end

  class ResourceError < Puppet::Error
    include ExternalFileError
  end

  class ParseErrorWithIssue < Puppet::ParseError
    attr_reader :issue_code, :basic_message, :arguments
    attr_accessor :environment, :node

    def initialize(message, file = nil, line = nil, pos = nil, original = nil, issue_code = nil, arguments = nil)
      super(message, file, line, pos, original)
      @issue_code = issue_code
      @basic_message = message
      @arguments = arguments
    end
  end

  class PreformattedError < Puppet::ParseErrorWithIssue
  end

  # Hiera's error (data_binding.rb): lookup_key and data_hash backends raise
  # it (petems/hiera_vault, hiera-http)
  class DataBinding
    class LookupError < Puppet::PreformattedError; end
    class RecursiveLookupError < Puppet::DataBinding::LookupError; end
  end

  class DevError < Puppet::Error
    include ExternalFileError
  end

  class MissingCommand < Puppet::Error
  end

  # Puppet.lookup of a name the context does not bind, without a block
  class Context
    class UndefinedBindingError < Puppet::Error; end
  end

  class LockError < Puppet::Error
  end

  class ExecutionFailure < Puppet::Error
  end

  # genclass's error for a class defined twice (Puppet::Type.newmetaparam)
  class ConstantAlreadyDefined < Puppet::Error
  end

  module Pops
    # The expressions of Puppet's names and numbers, as Puppet 7.23 has
    # them (module code matches its own input against them; Utils.to_n's
    # rule is values.ArithmeticOperand, puppetapi_popsutil.go)
    module Patterns
      NUMERIC = %r{\A[[:blank:]]*([-+]?)[[:blank:]]*((0[xX][0-9A-Fa-f]+)|(0?\d+)((?:\.\d+)?(?:[eE]-?\d+)?))[[:blank:]]*\z}
      WS_BETWEEN_SIGN_AND_NUMBER = %r{\A([+-])[[:blank:]]+(.*)\z}
      ILLEGAL_HOSTNAME_CHARS = %r{[^-\w.]}
      NAME = %r{\A((::)?[a-z]\w*)(::[a-z]\w*)*\z}
      CLASSREF_EXT = %r{\A((::){0,1}[A-Z][\w]*)+\z}
      CLASSREF_EXT_DECL = %r{\A[A-Z][\w]*(?:::[A-Z][\w]*)*\z}
      CLASSREF = %r{\A((::){0,1}[a-z][\w]*)+\z}
      CLASSREF_DECL = %r{\A[a-z][\w]*(?:::[a-z][\w]*)*\z}
      DOLLAR_VAR = %r{\$(::)?(\w+::)*\w+}
      VAR_NAME = %r{\A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*\z}
      PARAM_NAME = %r{\A[a-z_]\w*\z}
      NUMERIC_VAR_NAME = %r{\A(?:0|(?:[1-9][0-9]*))\z}
    end

    module Types
      # what TypeAsserter raises (puppetapi_typeapi.go): the message and
      # both types
      class TypeAssertionError < Puppet::Error
        attr_reader :expected_type, :actual_type

        def initialize(message, expected_type, actual_type)
          super(message)
          @expected_type = expected_type
          @actual_type = actual_type
        end
      end
    end
  end

  module Util
    module Errors
      # "(file: F, line: L, column: C)" naming the parts that are known
      # (nil and '' are not; a column only with its line); '' for none.
      def self.error_location(file, line = nil, pos = nil)
        file, line, pos = [file, line, pos].map { |part| part == '' ? nil : part }
        named = []
        named << "file: #{file}" if file
        named << "line: #{line}" if line
        named << "column: #{pos}" if line && pos
        named.empty? ? '' : "(#{named.join(', ')})"
      end

      def self.error_location_with_space(file, line = nil, pos = nil)
        where = error_location(file, line, pos)
        where.empty? ? '' : " #{where}"
      end

      # both parts always named: what is missing (nil or '') is 'unknown'
      def self.error_location_with_unknowns(file, line)
        named = [file, line].map { |part| part.nil? || part == '' ? 'unknown' : part }
        error_location(*named)
      end

      def fail(*args)
        type = args[0].is_a?(Class) ? args.shift : Puppet::Error
        # a last argument after the message is the error's cause in Puppet
        # (adderrorcontext), not text of the message
        args.pop if args.size > 1
        raise type, args.join(' ')
      end
    end
  end

  module Pops
    module Functions
      class Function
        def initialize(closure_scope, loader)
          @closure_scope = closure_scope
          @loader = loader
        end

        def closure_scope
          @closure_scope
        end

        def loader
          @loader
        end

        def call_function(function_name, *args, &block)
          Punch.call_function(function_name, args, block)
        end

        # Puppet's entry point: the function's dispatcher chooses the
        # dispatch (a function may override call to change the arguments,
        # as stdlib's validate_legacy and friends do).
        def call(scope, *args, &block)
          self.class.dispatcher.dispatch(self, scope, args, &block)
        end

        def self.signatures
          []
        end
      end
    end

    # Puppet's Timestamp and Timespan (Puppet::Pops::Time): Numerics, as
    # in Puppet; their methods are Go (puppetapi_time.go)
    module Time
      NSECS_PER_USEC = 1000
      NSECS_PER_MSEC = 1000 * NSECS_PER_USEC
      NSECS_PER_SEC = 1000 * NSECS_PER_MSEC
      NSECS_PER_MIN = 60 * NSECS_PER_SEC
      NSECS_PER_HOUR = 60 * NSECS_PER_MIN
      NSECS_PER_DAY = 24 * NSECS_PER_HOUR

      class TimeData < Numeric
      end

      class Timestamp < TimeData
      end

      class Timespan < TimeData
      end
    end
  end

  module Functions
    class Function < Puppet::Pops::Functions::Function
      def self.new(closure_scope, given_loader)
        super(closure_scope, given_loader)
      end
    end

    class InternalFunction < Function
      def call_function_with_scope(scope, function_name, *args, &block)
        scope.call_function(function_name, args, &block)
      end
    end
  end
end

module Puppet
  module Parser
    module Functions
    end

    class Scope
      # Scope.number?(value): a Numeric as it is; a String of a float (a
      # fraction or an exponent), of 0x hex, of 0-led octal or of decimal
      # digits as that number (Puppet 3's rules, which Puppet 7 keeps for
      # module code); anything else nil
      def self.number?(value)
        return value if value.is_a?(Numeric)
        # Regexp#=== matches only Strings and Symbols
        return nil unless value.is_a?(String) || value.is_a?(Symbol)
        if value =~ /^-?\d+(:?\.\d+|(:?\.\d+)?e\d+)$/
          value.to_f
        elsif value =~ /^0x[0-9a-f]+$/i
          value.to_i(16)
        elsif value =~ /^0[0-7]+$/
          value.to_i(8)
        elsif value =~ /^-?\d+$/
          value.to_i
        end
      end
    end
  end

  module Util
    AbsolutePathPosix = %r{^/}

    def self.absolute_path?(path, platform = nil)
      unless path.is_a?(String)
        Puppet.warning("Cannot check if #{path} is an absolute path because it is a '#{path.class}' and not a String'")
        return false
      end
      raise Puppet::DevError, "unknown platform #{platform} in absolute_path" unless platform.nil? || platform == :posix || platform == :windows
      return path.match?(%r{\A(?:[A-Za-z]:[\\/]|[\\/][\\/][^\\/]+[\\/][^\\/]+|[\\/][\\/]\?[\\/][^\\/]+)}) if platform == :windows
      path.start_with?('/')
    end

    module Execution
      # What execute returns: the command's output, a String with its exit
      # status (modules run with failonfail: false and test exitstatus).
      class ProcessOutput < String
        attr_reader :exitstatus

        def initialize(value, exitstatus)
          super(value)
          @exitstatus = exitstatus
        end
      end
    end

    # Puppet::Util::Yaml: YAML's safe_load as Puppet wraps it (site Hiera
    # backends, modules reading YAML files): aliases allowed, an empty
    # document is false, every failure a YamlLoadError.
    module Yaml
      class YamlLoadError < Puppet::Error; end

      def self.safe_load(yaml, allowed_classes = [], filename = nil)
        options = { permitted_classes: allowed_classes, aliases: true, filename: filename }
        loaded = YAML.safe_load(yaml, **options)
        return false if loaded.nil?
        loaded
      rescue ::Psych::DisallowedClass => e
        raise YamlLoadError.new("(#{filename || '<unknown>'}): #{e.message}", e)
      rescue ::StandardError, ::Psych::Exception => e
        raise YamlLoadError.new(e.message, e)
      end

      # the file's text without a byte order mark
      def self.safe_load_file(filename, allowed_classes = [])
        text = Puppet::FileSystem.read(filename).delete_prefix("\uFEFF")
        safe_load(text, allowed_classes, filename)
      end

      # nil (and a debug line) where the file is missing or not YAML
      def self.safe_load_file_if_valid(filename, allowed_classes = [])
        return safe_load_file(filename, allowed_classes)
      rescue YamlLoadError, ArgumentError, Errno::ENOENT => e
        Puppet.debug("Could not retrieve YAML content from '#{filename}': #{e.message}")
        nil
      end
    end

    module Package
      # Compares version strings the way Puppet's versioncmp does: runs of
      # digits compare as numbers (unless one has a leading zero), other
      # runs case-insensitively, '-' sorts before everything, then '.'.
      def self.versioncmp(version_a, version_b, ignore_trailing_zeroes = false)
        if ignore_trailing_zeroes
          version_a = version_a.sub(/(\.0+)+\z/, '')
          version_b = version_b.sub(/(\.0+)+\z/, '')
        end
        pieces = /[-.]|\d+|[^-.\d]+/
        left = version_a.scan(pieces)
        right = version_b.scan(pieces)
        until left.empty? || right.empty?
          a = left.shift
          b = right.shift
          next if a == b
          return -1 if a == '-'
          return 1 if b == '-'
          return -1 if a == '.'
          return 1 if b == '.'
          if a.match?(/\A\d+\z/) && b.match?(/\A\d+\z/)
            return a.upcase <=> b.upcase if a.start_with?('0') || b.start_with?('0')
            return a.to_i <=> b.to_i
          end
          return a.upcase <=> b.upcase
        end
        version_a <=> version_b
      end
    end
  end

  module Pops
    module Lookup
      # What custom Hiera backends copied from hiera-eyaml's call of it.
      class HieraConfig
        # symkeys_to_string makes a loaded structure's Symbol keys Strings,
        # through nested hashes and arrays.
        def self.symkeys_to_string(struct)
          case struct
          when Hash
            struct.each_with_object({}) { |(k, v), out| out[k.is_a?(Symbol) ? k.to_s : k] = symkeys_to_string(v) }
          when Array
            struct.map { |v| symkeys_to_string(v) }
          else
            struct
          end
        end
      end
    end

    module Types
      # Puppet's Iterable protocol as module code uses it (stdlib's merge):
      # Iterable.on / asserted_iterable give an Iterator. Punch's Iterator
      # holds the elements (Puppet's wraps a Ruby Enumerator): next walks
      # them once, each continues from there as Puppet's step(1) does.
      module Iterable
        def self.on(o, element_type = nil, infer_elements = true)
          case o
          when Iterable
            o
          when String
            Iterator.new(element_type, o.each_char.to_a)
          when Array
            Iterator.new(element_type, o.dup)
          when Hash
            HashIterator.new(element_type, o.to_a)
          when Integer
            # 0...o, counted as it goes (a large Integer is no Array)
            if o == 0
              Iterator.new(element_type, [])
            elsif o > 0
              IntegerRangeIterator.new(TypeFactory.range(0, o - 1))
            end
          when Range
            # a non-empty range of Integers, or of Strings, iterates
            first = o.min
            last = o.max
            if first.is_a?(Integer) && last.is_a?(Integer) && first <= last
              IntegerRangeIterator.new(TypeFactory.range(first, last))
            elsif first.is_a?(String) && last.is_a?(String) && first <= last
              Iterator.new(element_type, o.to_a)
            end
          else
            on_type(o) if Punch.puppet_type?(o)
          end
        end

        # Iterable.on of a type: a finite Integer range walks its
        # Integers, an Enum its values, an alias what it stands for; any
        # other type is not iterable (nil), as in Puppet.
        def self.on_type(t)
          case t.class.name
          when 'Puppet::Pops::Types::PIntegerType'
            IntegerRangeIterator.new(t) if t.finite_range?
          when 'Puppet::Pops::Types::PEnumType'
            Iterator.new(t, t.values)
          when 'Puppet::Pops::Types::PTypeAliasType'
            on(t.resolved_type)
          end
        end
        private_class_method :on_type

        def self.asserted_iterable(my_caller, obj, infer_elements = false)
          iter = on(obj, nil, infer_elements)
          raise ArgumentError, "#{my_caller.class}(): wrong argument type (#{obj.class}; is not Iterable." if iter.nil?
          iter
        end

        def self.unbounded?(object)
          false
        end

        def hash_style?
          false
        end

        def unbounded?
          false
        end
      end

      class Iterator
        include Iterable

        def initialize(element_type, elements)
          @element_type = element_type
          @elements = elements
          @pos = 0
        end

        def element_type
          @element_type
        end

        # a Puppet iterator handed to Ruby (Go value) lists its elements
        # when first asked
        def elements
          @elements ||= Punch.iterator_elements(self)
        end
        private :elements

        def size
          elements.size
        end

        def next
          @pos ||= 0
          raise StopIteration, 'iteration reached an end' if @pos >= elements.size
          v = elements[@pos]
          @pos += 1
          v
        end

        def each(&block)
          step(1, &block)
        end

        def step(step, &block)
          raise ArgumentError if step <= 0
          return Iterator.new(@element_type, elements.each_slice(step).map(&:first)) unless block
          begin
            if block.arity == 1
              loop do
                yield(self.next)
                (step - 1).times { self.next }
              end
            else
              loop do
                yield(*self.next)
                (step - 1).times { self.next }
              end
            end
          rescue StopIteration
          end
          self
        end

        def reverse_each(&block)
          r = self.class.new(@element_type, elements.reverse)
          block ? r.each(&block) : r
        end

        def map(*args, &block)
          elements.map(*args, &block)
        end

        def reduce(*args, &block)
          elements.reduce(*args, &block)
        end

        def all?(&block)
          elements.all?(&block)
        end

        def any?(&block)
          elements.any?(&block)
        end

        def to_a
          elements.dup
        end

        def respond_to_missing?(name, include_private)
          elements.respond_to?(name, include_private)
        end

        def method_missing(name, *arguments, &block)
          elements.send(name, *arguments, &block)
        end

        def to_s
          et = element_type
          et.nil? ? 'Iterator-Value' : "Iterator[#{et}]-Value"
        end
      end

      class HashIterator < Iterator
        def hash_style?
          true
        end
      end

      # IntegerRangeIterator walks an Integer type's range by a step
      # (negative: downwards) without holding its elements. Its size is
      # Puppet 7.23's: (to - from) / |step|, one less than the elements a
      # step of 1 gives.
      class IntegerRangeIterator < Iterator
        include Enumerable

        def initialize(range, step = 1)
          raise ArgumentError if step == 0
          @range = range
          @step_size = step
          @current = (step < 0 ? range.to : range.from) - step
        end

        def element_type
          @range
        end

        def next
          value = @current + @step_size
          raise StopIteration, 'iteration reached an end' if @step_size < 0 ? value < @range.from : value > @range.to
          @current = value
        end

        def size
          (@range.to - @range.from) / @step_size.abs
        end

        # what is left to walk, for the Array methods an Iterator passes on
        def elements
          rest = []
          at = @current + @step_size
          while @step_size < 0 ? at >= @range.from : at <= @range.to
            rest << at
            at += @step_size
          end
          rest
        end
        private :elements

        def step(step, &block)
          raise ArgumentError if step <= 0
          r = step > 1 ? step_iterator(step) : self
          return r unless block
          begin
            loop { yield(r.next) }
          rescue StopIteration
          end
          self
        end

        def reverse_each(&block)
          r = IntegerRangeIterator.new(@range, -@step_size)
          block ? r.each(&block) : r
        end

        # a step's range ends where the last step lands, so that its
        # element type and its reverse start there
        def step_iterator(step)
          range = @range
          step *= @step_size
          mod = (range.to - range.from) % step
          if mod < 0
            range = TypeFactory.range(range.from - mod, range.to)
          elsif mod > 0
            range = TypeFactory.range(range.from, range.to - mod)
          end
          IntegerRangeIterator.new(range, step)
        end
      end
    end

    # Puppet's PuppetObject: what the class of a Pcore Object includes.
    # A data type's implementation_class includes it (or inherits it) to be
    # its type's class; its instances' string form is the type's name and
    # _pcore_init_hash, {} unless the class says otherwise.
    module Types
      module PuppetObject
        def _pcore_type
          self.class._pcore_type
        end

        def _pcore_all_contents(path, &block)
        end

        def _pcore_contents
        end

        def _pcore_init_hash
          {}
        end

        def to_s
          Punch.object_string(self)
        end
      end
    end

    # Puppet's stack of Puppet-language calls: [file, line] of each frame,
    # innermost first, as the host knows it (empty without one).
    module PuppetStack
      def self.stacktrace
        Punch.puppet_stack
      end

      def self.top_of_stack
        stacktrace.first || []
      end
    end
  end

  class Resource
    # Puppet::Resource.type_and_title, as Puppet 7.23 writes it: the type
    # and title of a reference, the type's segments capitalized (nil or ''
    # is Class), a class title capitalized too.
    def self.type_and_title(type, title)
      type, title = reference_parts(type, title)
      type = capitalize_type_name(type)
      return [type, title] unless type == 'Class'
      [type, title == '' ? :main : capitalize_type_name(title)]
    end

    # "Type[title]" in the title (when the type says nothing of its own:
    # nil, :component or :whit) or in the type (when there is no title) is
    # split in two; otherwise both are taken as given.
    def self.reference_parts(type, title)
      reference = /^([^\[\]]+)\[(.+)\]$/m
      untyped = [nil, :component, :whit].include?(type)
      found = reference.match(title.to_s) if untyped && (title.is_a?(String) || title.is_a?(Symbol))
      found ||= reference.match(type) if title.nil? && type.is_a?(String)
      return found.captures if found
      raise ArgumentError, "No title provided and #{type.inspect} is not a valid resource reference" if title.nil? || title == false
      [type, title]
    end
    private_class_method :reference_parts

    # each '::' segment capitalized unless the name already starts upper
    # case; nil, '' and 'component' (any case) name Class
    def self.capitalize_type_name(name)
      return :main if name == :main
      return 'Class' if name.nil? || name == '' || name.to_s.casecmp('component').zero?
      text = name.to_s
      return text if text.match?(/^[A-Z]/)
      segments = text.split('::')
      segments.size == 1 ? text.capitalize : segments.map(&:capitalize).join('::')
    end
    private_class_method :capitalize_type_name
  end
end

module Puppet
  PUPPETVERSION = '7.23.0'.freeze

  # Puppet.features: one Puppet::Util::Feature per compile.
  def self.features
    @features ||= Puppet::Util::Feature.new
  end

  module Util
    # Puppet::Util::Feature as Puppet 7.23's util/feature.rb behaves:
    # add(name, libs:) { test } defines name? (the test run once; libs
    # required, a LoadError is false); an unknown name? loads a module's
    # lib/puppet/feature/NAME.rb, then answers the feature it added, else
    # false. The features Puppet defines itself answer as on a server
    # without their libraries where Punch's compile has none, else they
    # are refused: Punch cannot say what the host would answer.
    class Feature
      # Puppet 7.23's own features (puppet/feature/*.rb, base.rb)
      PUPPET_FEATURES = %w[bolt cfpropertylist eventlog hiera hiera_eyaml hocon ldap libshadow libuser
                           manages_symlinks microsoft_windows minitar msgpack openssl pe_license posix
                           puppetserver_ca root selinux sqlite ssh syslog telnet usage zlib].freeze

      def initialize
        @results = {}
      end

      def add(name, options = {}, &block)
        method = "#{name}?"
        @results.delete(name)
        define_singleton_method(method) do
          # a test that gave nil runs again (Puppet's always_retry_plugins)
          if !@results.key?(name) || (@results[name].nil? && Puppet[:always_retry_plugins])
            @results[name] = test(name, options, &block)
          end
          !!@results[name]
        end
      end

      def load
      end

      def posix?
        true
      end

      def microsoft_windows?
        false
      end

      # Puppet Server runs as puppet, not root
      def root?
        false
      end

      # a compile has no ruby-augeas, selinux, ldap, libuser,
      # CFPropertyList or net-ssh (QA-FORGE-11 K8): false, as Puppet
      # answers without them, so a module takes its documented path
      %w[augeas selinux ldap libuser cfpropertylist ssh].each do |f|
        define_method("#{f}?") { false }
      end

      def method_missing(method, *args)
        name = method.to_s
        return super unless name.end_with?('?')
        feature = name.chomp('?')
        if Punch.load_path_file?("puppet/feature/#{feature}")
          require "puppet/feature/#{feature}"
          return respond_to?(method) && send(method)
        end
        Punch.unsupported("Puppet.features.#{name}") if PUPPET_FEATURES.include?(feature)
        false
      end

      def respond_to_missing?(method, include_private = false)
        false
      end

      def test(name, options)
        if block_given?
          begin
            yield
          rescue StandardError, ScriptError => e
            warn "Failed to load feature test for #{name}: #{e}"
            nil
          end
        else
          libs = options[:libs]
          return true unless libs
          libs = [libs] unless libs.is_a?(Array)
          libs.all? { |lib| load_library(lib) } ? true : nil
        end
      end

      private

      def load_library(lib)
        raise ArgumentError, "Libraries must be passed as strings not #{lib.class}" unless lib.is_a?(String)
        require lib
        true
      rescue LoadError, StandardError, ScriptError
        false
      end
    end
  end

  # Data types written in Ruby (lib/puppet/datatypes/**.rb), as Puppet
  # 7.23's datatypes.rb defines them: create_type evaluates the block on a
  # frozen TypeBuilderAPI; the type itself is made by the compile
  # (Punch.create_data_type) from the interface, a Pcore Object
  # initialization hash in Puppet's language.
  module DataTypes
    def self.create_type(type_name, &block)
      create_loaded_type(type_name, nil, &block)
    rescue StandardError => e
      # Puppet's message; the backtrace is the failure's own, so that the
      # compile's debug log names the data type file's line
      raise ArgumentError, "Data Type Load Error for type '#{type_name}': #{e.message}", e.backtrace
    end

    def self.create_loaded_type(type_name, loader, &block)
      builder = TypeBuilder.new(type_name.to_s)
      api = TypeBuilderAPI.new(builder).freeze
      api.instance_eval(&block)
      builder.create_type(loader)
    end

    class TypeBuilder
      attr_accessor :interface, :implementation, :implementation_class

      def initialize(type_name)
        @type_name = type_name
        @implementation = nil
        @implementation_class = nil
      end

      def create_type(loader)
        raise ArgumentError, 'a data type must have an interface' unless @interface.is_a?(String)
        Punch.create_data_type(@type_name, @interface, @implementation_class, @implementation)
      end

      def has_implementation?
        !(@implementation_class.nil? && @implementation.nil?)
      end
    end

    class TypeBuilderAPI
      def initialize(type_builder)
        @type_builder = type_builder
      end

      def interface(type_string)
        raise ArgumentError, 'a data type can only have one interface' unless @type_builder.interface.nil?
        @type_builder.interface = type_string
      end

      def implementation(&block)
        raise ArgumentError, 'a data type can only have one implementation' if @type_builder.has_implementation?
        @type_builder.implementation = block
      end

      def implementation_class(ruby_class)
        raise ArgumentError, 'a data type can only have one implementation' if @type_builder.has_implementation?
        @type_builder.implementation_class = ruby_class
      end

      def load_file(file_name)
        Punch.load_file(file_name)
      end
    end
  end
end

# RubyGems' Gem::Version (Puppet runs with RubyGems loaded): module code
# compares version strings with it.
module Gem
  class Version
    include Comparable

    def self.create(input)
      input.is_a?(Version) ? input : new(input)
    end

    def self.correct?(version)
      !!(version.to_s =~ /\A\s*([0-9]+(?>\.[0-9a-zA-Z]+)*(-[0-9A-Za-z-]+(\.[0-9A-Za-z-]+)*)?)?\s*\z/)
    end

    def initialize(version)
      version = version.to_s.strip
      raise ArgumentError, "Malformed version number string #{version}" unless self.class.correct?(version)
      # a '-' starts a prerelease part: "1.0-rc1" is "1.0.pre.rc1"
      @version = version.empty? ? '0' : version.gsub('-', '.pre.')
    end

    def inspect
      "#<#{self.class} #{version.inspect}>"
    end

    def version
      @version
    end
    alias to_s version

    def segments
      @version.scan(/[0-9]+|[a-z]+/i).map { |s| s =~ /\A\d+\z/ ? s.to_i : s }
    end

    def prerelease?
      @version.match?(/[a-zA-Z]/)
    end

    def release
      prerelease? ? self.class.new(segments.take_while { |s| s.is_a?(Integer) }.join('.')) : self
    end

    # The version a pessimistic requirement (~>) stops before: the
    # release's segments without the last, the new last one incremented
    # ("1.2.3" -> "1.3", "1" -> "2").
    def bump
      segs = release_segments
      segs.pop if segs.size > 1
      segs[-1] = segs[-1].succ
      self.class.new(segs.join('.'))
    end

    # The "~> X.Y" requirement to depend on this version ("1.2.3" ->
    # "~> 1.2"; ".a" after it for a prerelease).
    def approximate_recommendation
      segs = release_segments
      segs.pop while segs.size > 2
      segs.push(0) while segs.size < 2
      rec = "~> #{segs.join('.')}"
      prerelease? ? "#{rec}.a" : rec
    end

    def <=>(other)
      other = self.class.new(other) if other.is_a?(String) && self.class.correct?(other)
      return unless other.is_a?(Version)
      a = canonical_segments
      b = other.canonical_segments
      n = [a.size, b.size].max
      n.times do |i|
        l = a[i] || 0
        r = b[i] || 0
        next if l == r
        return -1 if l.is_a?(String) && r.is_a?(Integer)
        return 1 if l.is_a?(Integer) && r.is_a?(String)
        return l <=> r
      end
      0
    end

    # the segments before the first letter part is dropped from the end
    # with everything after it
    def release_segments
      segs = segments
      segs.pop while segs.any? { |x| x.is_a?(String) }
      segs
    end

    def canonical_segments
      segs = segments
      segs.pop while segs.size > 1 && segs.last == 0
      segs
    end

    def eql?(other)
      other.is_a?(Version) && version == other.version
    end

    def hash
      canonical_segments.hash
    end
  end

  # RubyGems' Gem::Requirement: a list of operator-version pairs a version
  # must all satisfy (module code checks versions of software and gems).
  class Requirement
    class BadRequirementError < ArgumentError; end

    OPS = {
      '=' => ->(v, r) { v == r },
      '!=' => ->(v, r) { v != r },
      '>' => ->(v, r) { v > r },
      '<' => ->(v, r) { v < r },
      '>=' => ->(v, r) { v >= r },
      '<=' => ->(v, r) { v <= r },
      '~>' => ->(v, r) { v >= r && v.release < r.bump },
    }.freeze

    PATTERN = /\A\s*(=|!=|>|<|>=|<=|~>)?\s*([0-9]+(?>\.[0-9a-zA-Z]+)*(?:-[0-9A-Za-z-]+(?:\.[0-9A-Za-z-]+)*)?)\s*\z/.freeze

    attr_reader :requirements

    # [op, version] of a requirement's text ("~> 1.2"; "1.2" is "= 1.2")
    # or of a version.
    def self.parse(obj)
      return ['=', obj] if obj.is_a?(Gem::Version)
      m = PATTERN.match(obj.to_s)
      raise BadRequirementError, "Illformed requirement [#{obj.inspect}]" unless m
      [m[1] || '=', Gem::Version.new(m[2])]
    end

    def self.default
      new('>= 0')
    end

    def self.create(*inputs)
      return new(inputs) if inputs.size > 1
      input = inputs.first
      case input
      when Requirement then input
      when Gem::Version, Array then new(input)
      when String then new([input])
      else
        input.respond_to?(:to_str) ? new([input.to_str]) : default
      end
    end

    def initialize(*requirements)
      requirements = requirements.flatten.compact.uniq
      requirements = ['>= 0'] if requirements.empty?
      @requirements = requirements.map { |r| self.class.parse(r) }
    end

    def as_list
      requirements.map { |op, version| "#{op} #{version}" }
    end

    def to_s
      as_list.join(', ')
    end

    def satisfied_by?(version)
      raise ArgumentError, "Need a Gem::Version: #{version.inspect}" unless version.is_a?(Gem::Version)
      requirements.all? { |op, rv| OPS[op].call(version, rv) }
    end
    alias === satisfied_by?
    alias =~ satisfied_by?

    # only the default ">= 0"
    def none?
      requirements.size == 1 && requirements[0][0] == '>=' && requirements[0][1] == Gem::Version.new('0')
    end

    def exact?
      requirements.size == 1 && requirements[0][0] == '='
    end

    def prerelease?
      requirements.any? { |_, version| version.prerelease? }
    end

    # more than a lower bound
    def specific?
      requirements.size > 1 || !%w[> >=].include?(requirements[0][0])
    end

    def ==(other)
      other.is_a?(Requirement) && as_list.sort == other.as_list.sort
    end

    def hash
      as_list.sort.hash
    end
  end

  # RubyGems' Gem::Dependency: a gem's name, a Requirement and a type
  # (:runtime or :development), as modules check gem versions with it.
  class Dependency
    include Comparable
    TYPES = %i[development runtime].freeze
    attr_accessor :name
    attr_reader :requirement
    attr_writer :prerelease

    def initialize(name, *requirements)
      raise ArgumentError, "dependency name must be a String, was #{name.inspect}" unless name.is_a?(String)
      type = requirements.last.is_a?(Symbol) ? requirements.pop : :runtime
      raise ArgumentError, "Valid types are #{TYPES.inspect}, not #{type.inspect}" unless TYPES.include?(type)
      @name = name
      @requirement = Gem::Requirement.create(requirements.size == 1 ? requirements[0] : requirements)
      @type = type
      @prerelease = false
    end

    def type = @type || :runtime
    def runtime? = type == :runtime
    def prerelease? = @prerelease || requirement.prerelease?
    def latest_version? = requirement.none?
    def specific? = requirement.specific?
    def requirements_list = requirement.as_list
    def hash = name.hash ^ type.hash ^ requirement.hash
    def <=>(other) = name <=> other.name

    def to_s
      type == :runtime ? "#{name} (#{requirement})" : "#{name} (#{requirement}, #{type})"
    end

    def inspect
      format("<%s type=%p name=%p requirements=%p#{' prerelease=ok' if prerelease?}>", self.class, type, name, requirement.to_s)
    end

    def ==(other)
      other.is_a?(Dependency) && name == other.name && type == other.type && requirement == other.requirement
    end

    # other (a Dependency, or anything with name and version) pins one
    # version this one's requirement takes
    def =~(other)
      unless other.is_a?(Dependency)
        return nil unless other.respond_to?(:name) && other.respond_to?(:version)
        other = Dependency.new(other.name, other.version)
      end
      return false unless name === other.name
      reqs = other.requirement.requirements
      return false unless reqs.size == 1 && reqs[0][0] == '='
      requirement.satisfied_by?(reqs[0][1])
    end
    alias === =~

    def match?(obj, version = nil, allow_prerelease = false)
      name, version = version ? [obj, version] : [obj.name, obj.version]
      return false unless self.name === name
      version = Gem::Version.new(version)
      return true if requirement.none? && !version.prerelease?
      return false if version.prerelease? && !allow_prerelease && !prerelease?
      requirement.satisfied_by?(version)
    end

    def matches_spec?(spec)
      return false unless name === spec.name
      requirement.none? || requirement.satisfied_by?(spec.version)
    end

    def merge(other)
      raise ArgumentError, "#{self} and #{other} have different names" unless name == other.name
      return self.class.new(name, requirement) if other.requirement == Gem::Requirement.default
      return self.class.new(name, other.requirement) if requirement == Gem::Requirement.default
      self.class.new(name, requirement.as_list.concat(other.requirement.as_list))
    end
  end
end

# Puppet's gettext helpers (FastGettext::Translation, included in Object
# when Puppet loads). Puppet 7 runs with disable_i18n: no translation is
# loaded, so each returns its key (or the block's value), as FastGettext
# does when nothing is found; plurals use the default rule (n != 1).
module FastGettext
  module Translation
    def _(key)
      block_given? ? yield : key
    end

    def n_(*keys, count)
      return yield if block_given?
      selected = count == 1 ? 0 : 1
      keys[selected] || keys.last
    end

    def p_(namespace, key, separator = nil)
      block_given? ? yield : key
    end

    def s_(key, separator = nil)
      block_given? ? yield : key.split(separator || '|').last
    end

    def N_(translate)
      translate
    end

    def Nn_(*keys)
      keys
    end

    def ns_(*args, &block)
      translation = n_(*args, &block)
      translation.is_a?(String) ? translation.split('|').last : translation
    end

    def np_(context, plural_one, *args, separator: nil, &block)
      n_(plural_one, *args, &block)
    end
  end
end

class Object
  include FastGettext::Translation
end

module Puppet
  # Puppet::Module as Puppet 7.23's module.rb answers module code (peadm's
  # module_version, file and template finders): the metadata.json read on
  # first ask, the accessors load_metadata sets, the subdirectories and the
  # files in them. Puppet::Module.find, #name and #path are Go's.
  class Module
    FILETYPES = {
      'manifests' => 'manifests',
      'files' => 'files',
      'templates' => 'templates',
      'plugins' => 'lib',
      'pluginfacts' => 'facts.d',
      'locales' => 'locales',
      'scripts' => 'scripts',
    }.freeze

    attr_writer :dependencies, :forge_name, :source, :author, :version, :license
    attr_accessor :summary, :description, :project_page

    %w[dependencies forge_name source author version license].each do |attr|
      define_method(attr) do
        load_metadata
        instance_variable_get("@#{attr}")
      end
    end

    def metadata
      load_metadata
      @metadata
    end

    def puppetversion
      nil
    end

    def has_metadata?
      load_metadata
      @metadata.is_a?(Hash) && !@metadata.empty?
    end

    def metadata_file
      path && File.join(path, 'metadata.json')
    end

    # Puppet reads the metadata when it makes the module; a module whose
    # metadata lacks a required key is not one Puppet would have loaded
    def load_metadata
      return if instance_variable_defined?(:@metadata)
      @metadata = data = read_metadata
      return if data.empty?
      @forge_name = data['name'].tr('-', '/') if data['name']
      %w[source author version license dependencies].each do |attr|
        value = data[attr]
        if value.nil?
          Punch.unsupported("a module whose metadata.json lacks #{attr} (Puppet refuses to load #{name}: No #{attr} module metadata provided)")
        end
        if attr == 'dependencies'
          unless value.is_a?(Array)
            Punch.unsupported("a module whose metadata.json dependencies are not an Array (Puppet refuses to load #{name})")
          end
          value.each do |dep|
            dep['name'] = dep['name'].tr('-', '/') unless dep['name'].nil?
            dep['version_requirement'] ||= '>= 0.0.0'
          end
        end
        instance_variable_set("@#{attr}", value)
      end
    end

    def read_metadata
      file = metadata_file
      return {} if file.nil? || !File.exist?(file)
      Puppet::Util::Json.load(File.read(file, encoding: 'utf-8'))
    rescue Puppet::Util::Json::ParseError => e
      Puppet.warning("#{name} has an invalid and unparsable metadata.json file. The parse error: #{e.message}")
      {}
    end

    def subpath(type)
      File.join(path, type)
    end

    FILETYPES.each do |type, location|
      define_method(type + '?') do
        File.exist?(subpath(location))
      end

      define_method(type.sub(/s$/, '')) do |file|
        full = file ? File.join(subpath(location), file) : subpath(location)
        File.exist?(full) ? full : nil
      end

      define_method(type) do
        subpath(location)
      end
    end

    def modulepath
      File.dirname(path) if path
    end

    def plugin_directory
      subpath('lib')
    end

    def plugin_fact_directory
      subpath('facts.d')
    end

    def locale_directory
      subpath('locales')
    end

    def all_manifests
      return [] unless File.exist?(manifests)
      Dir.glob(File.join(manifests, '**', '*.pp'))
    end

    def supports(name, version = nil)
      @supports ||= []
      @supports << [name, version]
    end

    def to_s
      result = "Module #{name}"
      result += "(#{path})" if path
      result
    end
  end
end

module Puppet
  module Util
    # Puppet::Util::RunMode as util/run_mode.rb answers module code that
    # branches on it (Puppet.run_mode.server? guarding a server-only require):
    # name and the four predicates; the directories are Puppet's settings'.
    class RunMode
      def initialize(name)
        @name = name.to_sym
      end

      attr_reader :name

      def self.[](name)
        @run_modes ||= {}
        @run_modes[name] ||= UnixRunMode.new(name)
      end

      def server?
        name == :master || name == :server
      end

      def master?
        name == :master || name == :server
      end

      def agent?
        name == :agent
      end

      def user?
        name == :user
      end
    end

    class UnixRunMode < RunMode
    end
  end

  # Punch compiles as Puppet Server does, in run mode server (as
  # $settings::run_mode and Puppet::Util::Platform.jruby? say; golden
  # forge13_ruby_puppet_run_mode, recorded with run_mode server).
  def self.run_mode
    Puppet::Util::RunMode[:server]
  end
end
