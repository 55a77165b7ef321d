# calls.rb: record every function call Puppet 7.23 makes while it compiles, by prepending
# modules to Puppet's function machinery (Puppet itself is not edited).
#
# Where calls are caught:
#   - every function object (4.x functions, 3.x functions wrapped as Function3x, Puppet's own
#     functions, Hiera backend functions) is given CallHook when it is instantiated
#     (Puppet::Pops::Functions::Function.new), so its `call` is wrapped whatever class defines it:
#     module functions that override `call` (stdlib's is_string, ...) included. This catches calls
#     from the language, from Ruby functions (call_function), from templates (scope.call_function)
#     and from lookup's data providers;
#   - a 3.x function called directly as scope.function_NAME(args) (from templates, from other 3.x
#     functions) is caught by wrapping the method that Puppet::Parser::Functions.newfunction
#     defines; when that method runs as the inner half of a Function3x call already recorded, it
#     is not recorded again;
#   - a call from the language that fails before any function runs (unknown function, a function
#     file that does not load) is caught at the evaluator's call_function.
#
# Each call becomes one record (see Recorder#record); identical records are counted once.
require 'json'
require 'puppet'

module SweepRecord
  PUPPET_LIB = File.dirname(File.dirname(File.expand_path(Puppet.method(:version).source_location[0]))) + '/'
  RECORDER_DIR = File.dirname(File.expand_path(__FILE__)) + '/'
  # Frames under these directories are Puppet's or Ruby's own code: the caller of a function is
  # the first frame outside them (a template, or a module's Ruby function).
  SYSTEM_DIRS = ([PUPPET_LIB, RECORDER_DIR] +
                 [RbConfig::CONFIG['rubylibdir'], RbConfig::CONFIG['vendordir'], RbConfig::CONFIG['sitedir'],
                  RbConfig::CONFIG['vendorlibdir'], RbConfig::CONFIG['sitelibdir']].compact.map { |d| d + '/' } +
                 Gem.path.map { |d| d + '/' }).uniq.freeze

  # A Ruby object that rich data cannot represent (the scope, a lookup Context, an Iterator, ...):
  # recorded as its class and inspect text, and the call is then not replayable.
  OPAQUE_KEY = '__sweep_opaque'

  # Converts values to Puppet's rich data (Pcore JSON: __ptype/__pvalue) losslessly where Puppet
  # can: types, Sensitive, Regexp, Timestamp, Timespan, Binary, SemVer, default, symbols, hashes
  # with keys that are not strings. Local references are expanded (local_reference: false) so each
  # value stands alone. What rich data cannot carry becomes an OPAQUE_KEY hash instead of Puppet's
  # string-with-a-warning, so a lossy value is never mistaken for a string.
  class Converter < Puppet::Pops::Serialization::ToDataConverter
    def initialize
      super(rich_data: true, local_reference: false, type_by_reference: true, symbol_as_string: false)
    end

    private

    def unknown_to_string_with_warning(value)
      { OPAQUE_KEY => value.class.name.to_s, 'inspect' => SweepRecord.short_inspect(value) }
    end

    def unknown_key_to_string_with_warning(value)
      unknown_to_string_with_warning(value)
    end

    def to_data(value)
      case value
      when Puppet::Pops::Types::PAnyType
        # A type as its Puppet source text, aliases by name (TypeFormatter.string; an alias's
        # to_s expands it as "Name = definition"), as Puppet's rich data writes Type values
        # that round-trip through strings: {"__ptype": "Type", "__pvalue": "Integer[1]"}.
        return { Puppet::Pops::Serialization::PCORE_TYPE_KEY => 'Type',
                 Puppet::Pops::Serialization::PCORE_VALUE_KEY => Puppet::Pops::Types::TypeFormatter.string(value) }
      when Puppet::Resource
        # 3.x functions get resource references as Puppet::Resource: written as the Resource
        # type the language had before the 3.x conversion (Anchor['x']).
        return to_data(Puppet::Pops::Types::TypeFactory.resource(value.type, value.title))
      when Float
        # JSON has no NaN or Infinity.
        return { OPAQUE_KEY => 'Float', 'inspect' => value.to_s } unless value.finite?
      when String
        if value.encoding == Encoding::ASCII_8BIT
          # ToDataConverter writes such a string as Binary, but to the language it is a String
          # (a Binary value is a PBinaryType::Binary): text when its bytes are UTF-8.
          utf8 = value.dup.force_encoding(Encoding::UTF_8)
          return utf8 if utf8.valid_encoding?

          return { OPAQUE_KEY => 'String', 'encoding' => 'ASCII-8BIT', 'base64' => [value].pack('m0') }
        elsif !value.valid_encoding?
          return { OPAQUE_KEY => 'String', 'encoding' => value.encoding.name,
                   'base64' => [value.b].pack('m0') }
        end
      end
      begin
        super
      rescue StandardError => e
        # Only this value is lost, not the whole record.
        { OPAQUE_KEY => value.class.name.to_s, 'error' => "#{e.class}: #{e.message.lines.first.to_s.chomp}"[0, 300] }
      end
    end
  end

  def self.short_inspect(value)
    s = begin
      value.inspect
    rescue StandardError => e
      "#<#{value.class} (inspect failed: #{e.class})>"
    end
    s = s.gsub(/0x[0-9a-f]{6,}/, '0x0')
    s.length > 200 ? s[0, 200] + '...' : s
  end

  def self.to_data(value)
    Converter.new.convert(value)
  rescue StandardError => e
    { OPAQUE_KEY => value.class.name.to_s, 'error' => "#{e.class}: #{e.message}"[0, 300] }
  end

  # One active call.
  Frame = Struct.new(:name, :wrap3x, :absorbed)

  class Recorder
    attr_accessor :current_class
    attr_reader :calls

    def initialize
      @calls = {}
      @stack = []
      @entered = 0
      @enabled = false
    end

    def enable
      @enabled = true
    end

    def entered
      @entered
    end

    # around wraps one call: api is "4x" (a function object's call; 3.x functions wrapped as
    # Function3x included), "3x" (scope.function_NAME with 3.x arguments) or "lookup-failed"
    # (a language call that failed before any function ran).
    def around(name, api, args, block, wrap3x: false)
      return yield unless @enabled

      @entered += 1
      args_data = SweepRecord.to_data(args)
      site = call_site
      frame = Frame.new(name, wrap3x, false)
      @stack.push(frame)
      done = false
      begin
        result = yield
        done = true
        record(name, api, args_data, block, site, 'ok' => SweepRecord.to_data(result))
        result
      rescue Exception => e # rubocop:disable Lint/RescueException
        done = true
        record(name, api, args_data, block, site, 'error' => error_data(e))
        raise
      ensure
        @stack.pop
        # A throw (next/return/break out of a lambda) unwinds without a value or an exception.
        record(name, api, args_data, block, site, 'jump' => true) unless done
      end
    end

    # absorb? tells whether scope.function_NAME is the inner half of a Function3x call that is
    # being recorded already.
    def absorb?(name)
      top = @stack.last
      return false unless top && top.wrap3x && !top.absorbed && top.name == name

      top.absorbed = true
      true
    end

    def error_data(e)
      h = { 'class' => e.class.name.to_s, 'message' => e.message.to_s.gsub(/0x[0-9a-f]{6,}/, '0x0') }
      h['issue'] = e.issue_code.to_s if e.respond_to?(:issue_code) && e.issue_code
      h
    end

    # The place of the call: the innermost Puppet-language frame (file and line of the call, or
    # of the expression that led to Ruby code calling), and the Ruby caller when the call comes
    # from a template or a module's Ruby code, not from the language.
    def call_site
      file, line = Puppet::Pops::PuppetStack.top_of_stack
      site = { 'file' => file, 'line' => line }
      via = 'puppet'
      caller_locations(3, 60).each do |loc|
        path = loc.absolute_path || loc.path
        if path.end_with?('/pops/evaluator/runtime3_support.rb') && loc.label.to_s.include?('call_function') &&
           !loc.label.to_s.include?('external')
          break
        elsif path.include?('/pops/lookup/')
          via = 'lookup'
          break
        elsif !SYSTEM_DIRS.any? { |d| path.start_with?(d) }
          via = 'ruby'
          site['rb_file'] = path
          site['rb_line'] = loc.lineno
          break
        end
      end
      site['via'] = via
      site
    end

    def record(name, api, args_data, block, site, outcome)
      rec = { 'fn' => name, 'api' => api }.merge(site)
      rec['args'] = args_data
      rec['block'] = block_data(block) if block
      rec.merge!(outcome)
      key = JSON.generate(rec)
      if (have = @calls[key])
        have['n'] += 1
      else
        @calls[key] = { 'rec' => rec, 'n' => 1, 'class' => @current_class }
      end
    end

    def block_data(block)
      h = { 'given' => true }
      if block.respond_to?(:closure) && block.closure.respond_to?(:model)
        m = block.closure.model
        begin
          h['source'] = m.locator.extract_text(m.offset, m.length)
          h['file'] = m.file
          h['line'] = m.line
        rescue StandardError
          # a lambda without source positions: presence is still recorded
        end
      end
      h
    end
  end

  RECORDER = Recorder.new

  # Wraps a function object's call (whatever class defines it).
  module CallHook
    def call(scope, *args, &block)
      RECORDER.around(self.class.name.to_s, '4x', args, block,
                      wrap3x: is_a?(Puppet::Functions::Function3x)) { super }
    end
  end

  module FunctionNewHook
    def new(*args, &block)
      obj = super
      obj.extend(CallHook)
      obj
    end
  end

  # Wraps scope.function_NAME as newfunction defines it.
  module NewFunctionHook
    def newfunction(name, options = {}, &block)
      info = super
      env = options[:environment] || Puppet.lookup(:current_environment)
      mod = environment_module(env)
      meth = info[:name]
      orig = mod.instance_method(meth)
      fname = name.to_s
      mod.send(:define_method, meth) do |*args, &blk|
        if RECORDER.absorb?(fname)
          orig.bind(self).call(*args, &blk)
        else
          RECORDER.around(fname, '3x', args, blk) { orig.bind(self).call(*args, &blk) }
        end
      end
      info
    end
  end

  # Records language calls that fail before a function runs.
  module EvaluatorHook
    def call_function(name, args, o, scope, &block)
      before = RECORDER.entered
      super
    rescue Exception => e # rubocop:disable Lint/RescueException
      if RECORDER.entered == before
        RECORDER.around(name.to_s, 'unresolved', args, block) { raise e }
      end
      raise
    end
  end

  def self.install
    Puppet::Pops::Functions::Function.singleton_class.prepend(FunctionNewHook)
    Puppet::Parser::Functions.singleton_class.prepend(NewFunctionHook)
    Puppet::Pops::Evaluator::EvaluatorImpl.prepend(EvaluatorHook)
  end
end
