# Puppet's helpers the type and provider classes share: Puppet::Util::Docs
# (desc, doc, dochooks), the error helpers of Puppet::Util::Errors,
# Puppet::Coercion, and the confines that decide whether a provider is
# suitable (Puppet::Confine and its tests, ConfineCollection, Confiner).
# Written for Punch after the documented behaviour of Puppet 7.23
# (util/docs.rb, util/errors.rb, coercion.rb, confine*.rb, confiner.rb).
# The type and attribute classes themselves: puppet_type_instances.rb and
# puppet_type.go.
module Puppet
  module Util
    module Docs
      attr_writer :doc

      def desc(str)
        @doc = str
      end

      # a method of the receiver whose result is one "* " line of its doc
      def dochook(name, &block)
        define_singleton_method("dochook_#{name}", &block)
      end

      def doc
        hooks = methods.select { |m| m.to_s.start_with?('dochook_') }.sort
        extra = hooks.map { |m| send(m) }.compact.map { |line| "* #{line}" }.join("\n")
        return extra unless @doc
        scrub(@doc) + (extra.empty? ? '' : "\n\n#{extra}")
      end

      attr_reader :nodoc

      def nodoc?
        nodoc
      end

      def pad(value, length)
        value.to_s + (' ' * (length - value.to_s.length))
      end

      def markdown_header(name, level)
        "#{[nil, '#', '##', '###', '####', '#####'][level]} #{name}\n\n"
      end

      def markdown_definitionlist(term, definition)
        lines = scrub(definition).split("\n")
        out = "#{term}\n: #{lines.shift}\n"
        lines.each do |line|
          out << '  ' if line =~ /\S/
          out << "#{line}\n"
        end
        out << "\n"
      end

      # the text without the indentation its lines after the first share,
      # and without trailing blanks
      def scrub(text)
        return text.strip if text.strip !~ /\n/
        rest = text.partition("\n").last
        indent = rest.scan(/^[ \t]*(?=\S)/).min || ''
        text = text.gsub(/^#{indent}/, '') unless indent.empty?
        text.lines.map(&:rstrip).join("\n").rstrip
      end
      module_function :scrub
    end

    module Errors
      def devfail(msg)
        fail(Puppet::DevError, msg)
      end

      # the receiver's file and line (when it knows them) given to error
      def adderrorcontext(error, other = nil)
        error.line ||= line if error.respond_to?(:line=) && respond_to?(:line) && line
        error.file ||= file if error.respond_to?(:file=) && respond_to?(:file) && file
        error.set_backtrace(other.backtrace) if other.respond_to?(:backtrace) && other.backtrace
        error
      end

      def error_context
        Puppet::Util::Errors.error_location_with_space(file, line)
      end
    end
  end

  module Coercion
    def self.boolean(value)
      value = value.downcase if value.respond_to?(:downcase)
      case value
      when true, :true, 'true', :yes, 'yes'
        true
      when false, :false, 'false', :no, 'no'
        false
      else
        raise Puppet::Error, 'expected a boolean value'
      end
    end

    def self.boolean_values
      %w[true false yes no]
    end
  end

  # The tests of a provider's confine: each a class named after the key
  # (exists, true, false, feature, any; any other key is a fact, or a
  # setting, compared as text).
  class Confine
    include Puppet::Util

    @tests = {}

    class << self
      attr_accessor :name

      def inherited(klass)
        name = klass.to_s.split('::').pop.downcase.to_sym
        raise "Test #{name} is already defined" if Puppet::Confine.tests.include?(name)
        klass.name = name
        Puppet::Confine.tests[name] = klass
      end

      def tests
        @tests
      end

      def test(name)
        Puppet::Confine.tests[name]
      end
    end

    attr_reader :values
    attr_accessor :for_binary, :label

    def for_binary?
      for_binary
    end

    def initialize(values)
      values = [values] unless values.is_a?(Array)
      @values = values
    end

    def message(_value)
      ''
    end

    def result
      values.map { |value| pass?(value) }
    end

    def valid?
      values.each do |value|
        return false unless pass?(value)
      end
      true
    ensure
      reset
    end

    def reset; end

    # true: and false: tests (a value, or one proc run once it passes):
    # how many values passed is their summary
    module Boolean
      def self.included(klass)
        klass.define_singleton_method(:summarize) { |confines| confines.inject(0) { |count, c| count + c.summary } }
      end

      def values
        return @values unless @values.length == 1 && @values.first.respond_to?(:call)
        return @cached_value unless @cached_value.nil?
        calculated = !!@values.first.call
        @cached_value = [calculated] if calculated == passing_value
        [calculated]
      end

      def pass?(value)
        !!value == passing_value
      end

      def message(_value)
        "#{!passing_value} value when expecting #{passing_value}"
      end

      def summary
        result.count(passing_value)
      end
    end

    class Exists < Puppet::Confine
      def self.summarize(confines)
        confines.inject([]) { |total, confine| total + confine.summary }
      end

      def pass?(value)
        value && (for_binary? ? which(value) : Puppet::FileSystem.exist?(value))
      end

      def message(value)
        "file #{value} does not exist"
      end

      def summary
        result.zip(values).each_with_object([]) { |(val, f), out| out << f unless val }
      end
    end

    class True < Puppet::Confine
      include Puppet::Confine::Boolean

      def passing_value
        true
      end
    end

    class False < Puppet::Confine
      include Puppet::Confine::Boolean

      def passing_value
        false
      end
    end

    class Feature < Puppet::Confine
      def self.summarize(confines)
        confines.map(&:values).flatten.uniq.reject { |value| confines[0].pass?(value) }
      end

      def pass?(value)
        Puppet.features.send("#{value}?")
      end

      def message(value)
        "feature #{value} is missing"
      end
    end

    class Any < Puppet::Confine
      def self.summarize(confines)
        Puppet::Confine::True.summarize(confines)
      end

      def pass?(value)
        !!value
      end

      def message(value)
        "0 confines (of #{value.length}) were true"
      end

      def summary
        result.count(true)
      end

      def valid?
        @values.any? { |value| pass?(value) }
      end
    end

    class Variable < Puppet::Confine
      def self.summarize(confines)
        result = Hash.new { |hash, key| hash[key] = [] }
        confines.each_with_object(result) { |confine, total| total[confine.name] += confine.values unless confine.valid? }
      end

      attr_accessor :name

      def initialize(values)
        super
        @values = @values.map { |v| v.to_s.downcase }
      end

      def message(value)
        "facter value '#{test_value}' for '#{name}' not in required list '#{values.join(',')}'"
      end

      def pass?(value)
        test_value.downcase.to_s == value.to_s.downcase
      end

      def valid?
        @values.include?(test_value.to_s.downcase)
      end

      private

      # the server's fact (Puppet asks its own Facter, not the node's)
      def test_value
        Facter.value(name).to_s.downcase
      end
    end
  end

  class ConfineCollection
    attr_reader :label

    def initialize(label)
      @label = label
      @confines = []
    end

    def confine(hash)
      for_binary = hash.include?(:for_binary)
      hash.delete(:for_binary)
      hash.each do |test, values|
        klass = Puppet::Confine.test(test)
        if klass
          @confines << klass.new(values)
        else
          @confines << Puppet::Confine::Variable.new(values)
          @confines[-1].name = test
        end
        @confines[-1].for_binary = true if for_binary
        @confines[-1].label = label
      end
    end

    def summary
      confines = Hash.new { |hash, key| hash[key] = [] }
      @confines.each { |confine| confines[confine.class] << confine }
      result = {}
      confines.each do |klass, list|
        value = klass.summarize(list)
        next if (value.respond_to?(:length) && value.empty?) || value == 0
        result[klass.name] = value
      end
      result
    end

    def valid?
      @confines.all?(&:valid?)
    end
  end

  module Confiner
    def confine(hash)
      confine_collection.confine(hash)
    end

    def confine_collection
      @confine_collection ||= Puppet::ConfineCollection.new(to_s)
    end

    def suitable?(short = true)
      short ? confine_collection.valid? : confine_collection.summary
    end
  end
end
