# Subclasses of Array and Hash (settings objects of PuppetX libraries), and alias of setter names
def t
  p yield
rescue StandardError => e
  puts "#{e.class}: #{e.message}"
end
class H < Hash
  def initialize(x = nil)
    super()
    @x = x
    self[:init] = true
  end
  attr_reader :x
end
class A < Array; end
class S < String; end
class Cfg < Hash
  def self.load(h); c = new; c.merge!(h); c; end
  def get(k) = fetch(k, nil)
end
t { H.new.class }
t { H.new(1).x }
t { h = H.new; h[:a] = 1; [h, h.size, h.class, h.is_a?(Hash), h.keys] }
t { A.new.class }
t { a = A.new([1, 2]); [a, a.class, a.size, a.map { _1 * 2 }.class, a.dup.class, a.select(&:odd?).class] }
t { A[1, 2].class }
t { H[{a: 1}].class }
t { c = Cfg.load('a' => 1); [c.get('a'), c.class, c.to_h.class, c.merge('b' => 2).class, c.select { true }.class, c.dup.class] }
t { H.new.inspect }
t { A.new(2, 0) }
t { A.new(2) { |i| i } }
t { Hash.new.class }
class H2 < Hash; def [](k) super(k.to_s) end; def []=(k, v) super(k.to_s, v) end; end
t { h = H2.new; h[:a] = 1; [h[:a], h] }
t { a = A.new; a << 1; a.push(2); [a, a.frozen?, a == [1, 2], [1, 2] == a, a.eql?([1, 2])] }
t { h = H.new; h.instance_variable_set(:@y, 2); [h.instance_variables, h.dup.x] }
t { Marshal.load(Marshal.dump(A[1])).class }
t { A.new.to_a.class }
t { H.new.to_h.class }
t { x = Class.new(Hash) { def hi = :hi }.new; [x.hi, x.class.superclass] }
t { S.new("a").class }
class Level
  attr_reader :level
  def level=(v); @level = v; end
  alias sev= level=
  alias_method :severity=, :level=
end
t { l = Level.new; l.sev = 3; l.severity = 4; l.level }
t { Marshal.load(Marshal.dump(H[{a: 1}])).class }
t { Marshal.dump(A[1, 2]).bytes }
t { Marshal.load("\x04\bC:\x06A{\x00") }
t { h = H.new; h.instance_variable_set(:@q, 1); Marshal.dump(h) }
t { Class.new(Array).new.class.superclass }
t { a = A.new; a.freeze; a << 1 }
t { A.new([1]).frozen? }
t { H.new { |hh, k| hh[k] = k.to_s }[:z] }
t { H.new(5)[:nope] }
t { h = H.new(5); h.dup[:nope] }
t { [A[1].to_a.class, A[1].to_ary.class, A[1].entries.class, H[{a: 1}].to_h.class, H[{a: 1}].to_hash.class] }
t { h = H.new(7); [h.to_h.default, h.to_h.class] }
t { [A[1, 2] == A[1, 2], A[1] == [1], {A[1] => 2}[[1]], H[{a: 1}] == {a: 1}] }
t { [A[1].is_a?(Array), A[1].kind_of?(A), A === A[1], Array === A[1], H[{}].instance_of?(Hash)] }
class Settings < Hash
  def initialize(defaults = {})
    super()
    merge!(defaults)
  end
  def method_missing(name, *args)
    key?(name.to_s) ? self[name.to_s] : super
  end
  def respond_to_missing?(name, priv = false) = key?(name.to_s) || super
end
t { s = Settings.new('port' => 80); [s.port, s.respond_to?(:port), s.class, (s.nope rescue $!.class)] }
t { A.instance_method(:initialize).owner }
t { A.new.send(:initialize, 2, :x) }
