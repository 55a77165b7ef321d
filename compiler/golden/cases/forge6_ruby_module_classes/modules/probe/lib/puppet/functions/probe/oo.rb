# frozen_string_literal: true

require_relative '../../../puppet_x/probe/ver'

Puppet::Functions.create_function(:'probe::oo') do
  dispatch :run do
  end

  def run
    v = PuppetX::Probe::Ver
    bag = PuppetX::Probe::Bag.new('a', 'b', 'a', 3)
    tests = [
      -> { %w[1.10.0 1.2.0 1.9.3].map { |s| v.new(s) }.sort.map(&:to_s) },
      -> { [v.new('1.2') < v.new('1.10'), v.new('2.0').between?(v.new('1.0'), v.new('3.0')), v.new('5').clamp(v.new('1'), v.new('3')).to_s, [v.new('1.0'), v.new('1.0')].uniq.size, { v.new('1') => 'x' }[v.new('1')]] },
      -> { ["#{v.new('3.4')}", v.new('3.4').inspect, [v.new('1')].inspect, v.new('1').frozen?, v.new('1') == v.new('1')] },
      -> { [bag.sort_by(&:to_s), bag.map(&:to_s), bag.include?(3), bag.min_by(&:to_s), bag.count_a, bag.respond_to?(:count_b), bag.to_a.size, bag.each_slice(2).to_a, bag.first, bag.first(2), bag.group_by(&:class).keys] },
      -> { bag.nope },
      -> { [PuppetX::Probe::Util.slug('Hello, World!'), PuppetX::Probe::Util.respond_to?(:slug)] },
      -> { c = PuppetX::Probe::Child.new('x'); [c.describe, c.peek(PuppetX::Probe::Child.new('y')), c.is_a?(PuppetX::Probe::Base), PuppetX::Probe::Child.superclass, PuppetX::Probe::Child.ancestors.take(3), PuppetX::Probe::Base.build('a', 'b').map(&:describe)] },
      -> { PuppetX::Probe::Child.new('x').secret },
      -> { PuppetX::Probe::Child.new('x').hidden },
      -> { o = Object.new; def o.greet; 'hi'; end; [o.greet, o.singleton_methods, o.respond_to?(:greet)] },
      -> { k = Class.new { define_method(:double) { |x| x * 2 }; attr_accessor :val }; i = k.new; i.val = 3; [i.double(4), i.val, i.instance_variables, i.instance_variable_get(:@val), k.instance_methods(false).sort] },
      -> { st = Struct.new(:a, :b, keyword_init: true); s = st.new(a: 1, b: 2); [s.a, s.to_h, s == st.new(a: 1, b: 2), s.members] },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message.gsub(/0x\h+/, '0xADDR')}"
      end
    end
  end
end
