require_relative '../../../puppet_x/probe/dsl'
# Ruby's object model as PuppetX helper libraries use it: each call's result or its error.
Puppet::Functions.create_function(:'probe::objects') do
  def objects
    c = PuppetX::Probe::Child.new('x')
    d = PuppetX::Probe::Child.new('x')
    probes = {
      'prepend_super' => -> { [c.greet, c.hi] },
      'ancestors' => -> { PuppetX::Probe::Child.ancestors.take(4).map(&:to_s) },
      'class_methods' => -> { [PuppetX::Probe::Child.instances, PuppetX::Probe::Base.instances] },
      'method_missing' => -> { [c.get_value, c.respond_to?(:get_other), c.respond_to?(:nothing)] },
      'mm_super' => -> { c.nothing_here },
      'protected' => -> { [c.compare(d), (c.secret rescue $!.class.name)] },
      'private' => -> { [(c.hidden rescue $!.class.name), c.send(:hidden), (c.public_send(:hidden) rescue $!.class.name)] },
      'define_method' => -> { [c.opt_a, c.opt_b(5), c.method(:opt_a).arity] },
      'eq_hash' => -> { [c == d, c.equal?(d), [c, d].uniq.size, { c => 1 }.key?(d)] },
      'to_s_interp' => -> { "#{c}" },
      'inspect_default' => -> { PuppetX::Probe::Base.new('b').inspect.sub(/0x\h+/, 'ADDR') },
      'ivars' => -> { [c.instance_variables, c.instance_variable_get(:@name), c.instance_variable_defined?(:@nope)] },
      'owner' => -> { [c.method(:greet).owner.to_s, c.method(:hi).owner.to_s, PuppetX::Probe::Child.instance_method(:compare).owner.to_s] },
      'bind_call' => -> { PuppetX::Probe::Base.instance_method(:greet).bind_call(c) },
      'singleton' => -> { o = Object.new; o.define_singleton_method(:x) { 42 }; [o.x, o.singleton_methods] },
      'module_function' => -> { [PuppetX::Probe::Util.double(3), PuppetX::Probe::Util.respond_to?(:double)] },
      'const_get' => -> { [Object.const_get('PuppetX::Probe::Child').name, PuppetX::Probe.const_get(:Util).name, PuppetX::Probe.constants.sort] },
      'anon_class' => -> { k = Class.new(PuppetX::Probe::Base) { def greet; 'anon'; end }; [k.name.inspect, k.new('z').greet, k.superclass.name] },
      'is_a' => -> { [c.is_a?(PuppetX::Probe::Loud), c.kind_of?(PuppetX::Probe::Base), PuppetX::Probe::Child <= PuppetX::Probe::Base, PuppetX::Probe::Base <=> PuppetX::Probe::Child] },
      'frozen_obj' => -> { f = PuppetX::Probe::Base.new('f').freeze; f.name = 'g' },
      'tap_then' => -> { [[1, 2].tap { |a| a.push(3) }, 5.then { |x| x + 1 }] },
      'instance_exec' => -> { c.instance_exec(2) { |n| @name * n } },
      'class_eval' => -> { PuppetX::Probe::Base.class_eval { def extra; 'added'; end }; c.extra },
      'comparable_struct' => -> { s = Struct.new(:v) { include Comparable; def <=>(o) v <=> o.v end }; [s.new(1) < s.new(2), [s.new(3), s.new(1)].max.v] },
    }
    probes.each_with_object({}) do |(name, l), out|
      out[name] = begin
                    v = l.call
                    [String, Integer, Float, TrueClass, FalseClass, NilClass, Array, Hash].any? { |k| v.is_a?(k) } ? v : v.inspect
                  rescue StandardError => e
                    "#{e.class}: #{e.message.sub(/0x\h+/, 'ADDR')}"
                  end
    end
  end
end
