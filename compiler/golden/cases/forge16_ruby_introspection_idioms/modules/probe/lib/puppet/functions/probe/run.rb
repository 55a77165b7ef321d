module PX
  module Helper
    def self.where_am_i = __method__
    def self.who_called = caller_locations(1, 1).first.label
    def self.caller_is_array = caller.is_a?(Array) && caller.first.is_a?(String)
  end
  class Thing
    attr_reader :a
    attr_accessor :b
    def initialize(a, b = 2, *rest, k:, opt: 1, **kw, &blk)
      @a = a; @b = b
    end
    def pub; end
    protected def prot; end
    private def priv; end
    def self.build(x) = new(x, k: 1)
  end
  Anon = Class.new(StandardError) { def message = 'anon message' }
end
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # __method__ and caller labels
  def p0
    [PX::Helper.where_am_i, PX::Helper.caller_is_array, __method__]
  end

  # Method arity and parameters
  def p1
    m = PX::Thing.instance_method(:initialize); [m.arity, m.parameters, PX::Thing.method(:build).arity, PX::Thing.method(:build).owner.inspect, PX::Thing.instance_method(:b=).parameters]
  end

  # Proc arity and parameters
  def p2
    [proc { |x, y| }.arity, lambda { |x, y = 1| }.arity, proc { |*a| }.arity, proc { |x| }.lambda?, ->(a, b: 2) {}.parameters, proc { |(a, b), c| }.parameters, proc { _1 + _2 }.arity, method(:puts).arity]
  end

  # visibility introspection
  def p3
    t = PX::Thing; [t.public_method_defined?(:pub), t.protected_method_defined?(:prot), t.private_method_defined?(:priv), t.method_defined?(:priv), t.private_instance_methods(false).sort, t.public_instance_methods(false).sort, t.instance_method(:priv).owner == t]
  end

  # private send and public_send
  def p4
    o = PX::Thing.new(1, k: 1); [o.send(:priv), (o.public_send(:priv) rescue [$!.class.name, $!.message]), (o.priv rescue [$!.class.name, $!.message]), (o.prot rescue $!.class.name), o.respond_to?(:priv), o.respond_to?(:priv, true)]
  end

  # instance variables
  def p5
    o = PX::Thing.new(1, k: 1); o.instance_variable_set(:@c, 3); [o.instance_variables, o.instance_variable_get(:@a), o.instance_variable_defined?(:@zz), o.inspect.sub(/0x\h+/, 'X')]
  end

  # anonymous classes and names
  def p6
    k = Class.new; m = Module.new; [k.name, m.name, PX::Anon.name, PX::Anon.new.message, PX::Anon.superclass.name, Class.new(PX::Thing).superclass.name, k.to_s.sub(/0x\h+/, 'X')]
  end

  # const_get paths
  def p7
    [Object.const_get('PX::Thing').name, PX.const_get(:Helper).name, Object.const_defined?('PX::Nope'), (Object.const_get('PX::Nope') rescue [$!.class.name, $!.message]), PX.constants.sort, PX::Thing.const_defined?(:String), PX::Thing.const_defined?(:String, false)]
  end

  # define_method and method_missing
  def p8
    k = Class.new { %w[alpha beta].each_with_index { |n, i| define_method("#{n}?") { i.even? }; define_method(n) { |x = 1, *r| [n, x, r] } } }; o = k.new; [o.alpha?, o.beta?, o.beta(5, 6), k.instance_methods(false).sort, k.instance_method(:alpha).arity]
  end

  # singleton and extend
  def p9
    o = Object.new; def o.hi = 'hi'; mod = Module.new { def bye = 'bye' }; o.extend(mod); [o.singleton_methods.sort, o.singleton_class.include?(mod), o.is_a?(mod), o.bye, o.singleton_class.singleton_class?]
  end

  # binding and local variables
  def p10
    a = 1; b = binding; b.local_variable_set(:c, 3); [b.local_variable_get(:a), b.local_variable_defined?(:c), b.local_variables.sort, eval('a + 1', b), binding.local_variables.include?(:a)]
  end

  # instance_exec and class_exec
  def p11
    k = Class.new; k.class_exec { def z = 26 }; [k.new.z, 5.instance_exec(2) { |x| self * x }, 'str'.instance_eval { size }, Object.new.instance_eval { self.class.name }]
  end

  # ObjectSpace and GC-free helpers
  def p12
    [defined?(ObjectSpace), ObjectSpace.respond_to?(:each_object), 1.frozen?, nil.to_a, Array(nil), Array([1]), Array(1..2), Array('a'), Array({ a: 1 }), Hash([[1, 2]]), Hash(nil), String(12), Integer('12')]
  end

  # tap then itself
  def p13
    [5.then { |x| x + 1 }, [1, 2].tap { |a| a.push(3) }, 3.itself, [[1, 2], [3, 4]].map(&:sum), %w[a b].each_with_index.to_h, 4.yield_self { |x| x * 2 }]
  end

  # methods list contains
  def p14
    [1.methods.include?(:+), 'x'.public_methods.include?(:upcase), nil.respond_to?(:to_a), Kernel.respond_to?(:format, true), Comparable.instance_methods.sort.first(3)]
  end

  # Method objects and unbind
  def p15
    m = [3, 1, 2].method(:sort); um = Array.instance_method(:size); [m.call, m.receiver, m.name, um.bind([1, 2]).call, um.bind_call([1]), m.unbind.name, [1, 2].method(:map).to_proc.call { |x| x * 2 }]
  end

  # Module#=== and ancestors
  def p16
    [Integer === 1, Numeric === 1.5, Comparable === 'a', Enumerable === {}, (1..2) === 1.5, /a/ === 'cat', :a === :a, Integer.ancestors.include?(Comparable)]
  end

  # catch throw and ensure order
  def p17
    log = []; r = catch(:done) { begin; [1, 2, 3].each { |i| log << i; throw :done, i * 10 if i == 2 }; ensure; log << :ensure; end; :never }; [r, log]
  end

  # method_missing delegation
  def p18
    k = Class.new { def initialize(h) = @h = h; def method_missing(n, *a) = @h.key?(n.to_s) ? @h[n.to_s] : super; def respond_to_missing?(n, p = false) = @h.key?(n.to_s) || super }; o = k.new('port' => 80); [o.port, o.respond_to?(:port), o.respond_to?(:host), (o.host rescue $!.class.name), o.method(:port).call]
  end

  # freeze and dup of objects
  def p19
    o = PX::Thing.new(1, k: 1).freeze; [o.frozen?, (o.b = 3 rescue [$!.class.name, $!.message.sub(/0x\h+/, 'X')]), o.dup.frozen?, o.clone.frozen?]
  end
end
