# Written for this case: Ruby syntax forms found in module functions and types, each rescued.
module ProbeSyntaxHelpers
  def self.kw(a, b = 2, *rest, c:, d: 4, **opts, &blk)
    [a, b, rest, c, d, opts, blk ? blk.call : nil]
  end

  def self.opt_hash(a, opts = {})
    [a, opts]
  end

  def self.fwd(...)
    kw(...)
  end

  def self.two
    return 1, 2
  end

  def self.inner_match(s)
    s =~ /(z+)/
    $1
  end

  def self.frame_match(s)
    if s =~ /(a+)/
      inner_match('zz')
      $1
    end
  end

  def self.mm_target
    Class.new do
      def method_missing(name, *args)
        name.to_s.start_with?('get_') ? "got #{name.to_s.sub('get_', '')} #{args.inspect}" : super
      end

      def respond_to_missing?(name, priv = false)
        name.to_s.start_with?('get_') || super
      end
    end.new
  end
end

class ProbeBase
  def greet(x = 'base')
    "hello #{x}"
  end

  protected

  def secret
    42
  end
end

class ProbeChild < ProbeBase
  def greet(x = 'child')
    super() + '/' + super + '/' + super('arg')
  end

  def peek(other)
    other.secret
  end

  class << self
    attr_accessor :registry

    def register(k)
      (@registry ||= []) << k
      self
    end
  end
end

module ProbePrepend
  def greet(x = 'pre')
    "[#{super}]"
  end
end

Puppet::Functions.create_function(:'probe::syntax') do
  dispatch :run do
  end

  def run
    calls = {
      'kwargs' => -> { ProbeSyntaxHelpers.kw(1, c: 3) },
      'kwargs_all' => -> { ProbeSyntaxHelpers.kw(1, 5, 6, 7, c: 3, d: 8, e: 9) { 'blk' } },
      'kwargs_hash_splat' => -> { h = { c: 1, z: 2 }; ProbeSyntaxHelpers.kw(0, **h) },
      'opt_hash_braceless' => -> { ProbeSyntaxHelpers.opt_hash(1, x: 2, 'y' => 3) },
      'forward_all' => -> { ProbeSyntaxHelpers.fwd(1, 2, c: 3) },
      'kw_missing' => -> { ProbeSyntaxHelpers.kw(1) },
      'multi_return' => -> { a, b = ProbeSyntaxHelpers.two; [a, b, ProbeSyntaxHelpers.two] },
      'frame_local_match' => -> { ProbeSyntaxHelpers.frame_match('xaay') },
      'block_match_vars' => -> { %w[k1=v1 k2=v2].map { |s| s =~ /(\w+)=(\w+)/ ? [$1, $2, $~[0]] : nil } },
      'method_missing' => -> { o = ProbeSyntaxHelpers.mm_target; [o.get_name(1), o.respond_to?(:get_x), o.respond_to?(:other), (o.other rescue $!.class.to_s)] },
      'super_forms' => -> { ProbeChild.new.greet('given') },
      'protected' => -> { [ProbeChild.new.peek(ProbeChild.new), (ProbeChild.new.secret rescue $!.class.to_s)] },
      'class_self_attr' => -> { ProbeChild.register(:a).register(:b); ProbeChild.registry },
      'prepend' => -> { Class.new(ProbeBase) { prepend ProbePrepend }.new.greet },
      'alias_method' => -> { c = Class.new { def a; 'a'; end; alias_method :b, :a; alias c a }; [c.new.b, c.new.c, c.instance_method(:b).name] },
      'define_method_args' => -> { c = Class.new { define_method(:add) { |x, y = 10, *r, k:| [x + y, r, k] } }; [c.new.add(1, k: 1), c.new.add(1, 2, 3, k: 4)] },
      'safe_nav' => -> { [nil&.length, 'ab'&.length, nil.to_a] },
      'or_assign' => -> { h = {}; h[:a] ||= []; h[:a] << 1; x = nil; x ||= 5; y = 3; y &&= y + 1; [h, x, y] },
      'rescue_modifier' => -> { v = Integer('zz') rescue -1; v },
      'case_when_forms' => -> { ['a1', 5, 3.2, :s, [1], nil].map { |v| case v when /\d/ then 're' when 1..4 then 'range' when Integer, Float then 'num' when *%i[s t] then 'splat' when Array then 'arr' else 'else' end } },
      'case_in' => lambda {
        r = []
        [{ name: 'x', port: 80 }, [1, [2, 3]], 5, 'none'].each do |v|
          r << case v
               in { name: String => n, port: Integer => pt }
                 "h #{n}:#{pt}"
               in [a, [b, *c]]
                 "a #{a} #{b} #{c}"
               in Integer | Float => num if num > 3
                 "n #{num}"
               else
                 'no match'
               end
        end
        r
      },
      'while_until' => -> { i = 0; i += 1 while i < 5; j = 10; j -= 3 until j < 0; k = 0; begin; k += 1; end while k < 0; [i, j, k] },
      'next_break_values' => -> { [[1, 2, 3].map { |x| next 0 if x == 2; x }, [1, 2, 3].each { |x| break x * 10 if x == 2 }, (1..Float::INFINITY).each { |x| break x if x * x > 50 }] },
      'lambda_proc' => -> { l = ->(a, b = 1) { a + b }; pr = proc { |a, b| [a, b] }; [l.(1), l[1, 2], l.arity, pr.call(1), pr.call([3, 4]), pr.arity, pr.lambda?] },
      'numbered_params' => -> { [[1, 2].map { _1 * 2 }, { a: 1 }.map { "#{_1}=#{_2}" }] },
      'method_to_proc' => -> { [%w[a b].map(&:upcase), [1, 2].map(&2.method(:*)), %w[x].each_with_index.map { |s, i| "#{s}#{i}" }] },
      'defined' => -> { @iv = 1; [defined?(@iv), defined?(@nope), defined?(String), defined?(Nope), defined?(puts), defined?(zzz), defined?(3 + 3), defined?(@iv.to_s)] },
      'magic_names' => -> { [__method__.inspect, File.basename(__FILE__), __LINE__.is_a?(Integer), File.basename(__dir__)] },
      'heredocs' => -> { a = <<~EOS
        indented #{1 + 1}
          more
      EOS
      b = <<-'RAW'
      raw #{x}
      RAW
      [a, b] },
      'literals' => -> { [%w[a b], %i[c d], %q(single 'q'), %Q{double #{1}}, ?z, "\u00e9\x41\t", 'adj' 'acent', :"sym bol", 0x1F, 0o17, 0b11, 1_000, 1e3] },
      'string_ops' => -> { s = +'abc'; s << 'd'; s.concat('e', 'f'); s.insert(1, '-'); s[0] = 'A'; s[-1..] = 'Z'; s.slice!(1); [s, s * 2, s.sub!('zz', ''), 'x'.frozen?] },
      'pow_div' => -> { [2**-1, (2**-1).class.to_s, 7 / 2, -7 / 2, 7.0 / 2, 7 % -3, 2**0.5, 10.divmod(3), 1 <=> 2, [1, 2] <=> [1, 3]] },
      'object_equality' => -> { [1 == 1.0, 1.eql?(1.0), 1.equal?(1), 'a'.equal?('a'), [1, [2]] == [1, [2]], { a: 1 } == { a: 1.0 }, 1.hash == 1.0.hash] },
      'send_private' => -> { c = Class.new { private def hid; 'hidden'; end }; o = c.new; [o.send(:hid), (o.public_send(:hid) rescue $!.class.to_s), (o.hid rescue $!.class.to_s)] },
      'instance_vars' => -> { o = Object.new; o.instance_variable_set(:@x, 1); [o.instance_variable_get(:@x), o.instance_variables, o.instance_variable_defined?(:@y)] },
      'singleton' => -> { o = Object.new; def o.hi; 'hi'; end; o.define_singleton_method(:yo) { 'yo' }; [o.hi, o.yo, o.singleton_methods.sort] },
      'comparable_sort' => -> { [%w[b10 b9 a].sort_by { |s| [s[0], s[1..].to_i] }, [3, 1, 2].sort { |a, b| b <=> a }, [[2, 'b'], [1, 'a']].sort, [0.1, 0.3, 0.2].max(2)] },
      'frozen_literal_mutation' => -> { s = 'lit'; s << 'x'; s },
      'ensure_order' => -> { log = []; f = lambda { begin; log << 'body'; return 'ret'; ensure; log << 'ensure'; end }; [f.call, log] },
      'exception_hierarchy' => -> { r = []; [ArgumentError, StopIteration, FrozenError, ZeroDivisionError, NotImplementedError].each { |c| r << c.ancestors.take_while { |a| a != Object }.map(&:to_s).join('<') rescue r << $!.class.to_s }; r },
      'custom_exception' => -> { e = Class.new(StandardError) { def initialize(msg = 'default msg'); super; end }; [(raise e rescue $!.message), (raise e, 'given' rescue $!.message), (raise e.new('obj') rescue $!.message)] },
      'exception_full' => -> { begin; raise ArgumentError; rescue => err; [err.message, err.class.to_s, err.full_message(highlight: false).lines.first.include?('ArgumentError')]; end },
    }
    calls.map do |name, fn|
      v = begin
            fn.call
          rescue StandardError, ScriptError => e
            "#{e.class}: #{e.message}"
          end
      [name, v.inspect]
    end.to_h
  end
end
