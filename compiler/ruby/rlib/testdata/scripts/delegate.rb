# delegate (Puppet has it loaded): SimpleDelegator, DelegateClass, subclasses, equality, dup, freeze.
d = SimpleDelegator.new([1, 2])
show('size') { [d.size, d.__getobj__.class.to_s, (d << 3).size, d] }
show('inspect') { [d.inspect, d.to_s, d.class, d == [1, 2, 3], d.eql?([1, 2, 3]), d != [1], !d] }
show('respond') { [d.respond_to?(:each), d.respond_to?(:nope), d.is_a?(Array), d.is_a?(SimpleDelegator), d.kind_of?(Delegator)] }
show('missing') { d.nope }
show('setobj') { d.__setobj__('str'); [d.upcase, d.length] }
show('self') { d.__setobj__(d) }
show('hash eq') { SimpleDelegator.new('a').hash == 'a'.hash }
show('===') { [SimpleDelegator.new(Integer) === 1, SimpleDelegator.new(/a/) =~ 'ba'] }
show('block') { SimpleDelegator.new([3, 1, 2]).sort.map { |x| x * 2 } }
class Wrapper < SimpleDelegator
  def extra; "extra #{size}"; end
  def size; super + 100; end
end
w = Wrapper.new({ 'a' => 1 })
show('subclass') { [w.extra, w['a'], w.keys, w.size, w.class.ancestors.include?(Delegator)] }
show('dup') { x = w.dup; x.__setobj__({}); [x.size, w.size] }
c = Class.new(DelegateClass(Hash)) { def initialize; super({}); end }
o = c.new
o['k'] = 1
show('delegate_class') { [o.to_h, o.size, o.key?('k'), o.respond_to?(:merge), o.class.superclass.superclass] }
class Store < DelegateClass(Array)
  def initialize(a); super(a); @n = 1; end
  def first; "first=#{super}"; end
end
s = Store.new([5, 6])
show('dc subclass') { [s.first, s.last, s.map { |x| x + 1 }, s.inspect, s == [5, 6], s.instance_variables.sort] }
show('dc methods') { [Store.instance_method(:push).name, Store.public_instance_methods.include?(:push), s.methods.include?(:push)] }
show('frozen') { f = SimpleDelegator.new('x').freeze; [f.frozen?, f.__getobj__.frozen?] }
show('method') { d.method(:upcase).call }
show('send') { [d.send(:length), d.public_send(:upcase)] }
