# Instance variables on values: frozen ones (literals of Regexp and Range, Integer, Float, Symbol, nil, true) raise FrozenError; unfrozen String, Array, Hash, Regexp.new, Proc take them
def tag(v)
  v.instance_variable_set(:@tag, 1)
  "ok #{v.instance_variable_get(:@tag)} #{v.instance_variables.inspect} #{v.instance_variable_defined?(:@tag)}"
rescue StandardError => e
  "#{e.class}: #{e.message} #{e.receiver.equal?(v) if e.respond_to?(:receiver)}"
end
[/re/, /re#{1}/, Regexp.new('re'), Regexp.union('a', 'b'), 1..2, Range.new(1, 2), (1...), 7, 2**70, :sym, nil, true, false, 'str',
 [1], { 'a' => 1 }, 1.5, 'x'.freeze, [2].freeze, {}.freeze, :s.to_s, 1.to_s, nil.to_s, 'm'.match(/m/), proc { 1 }, 1r, 1i].each do |v|
  puts tag(v)
end
s = 'abc'
s.instance_variable_set(:@a, 1)
s.instance_variable_set(:@b, 2)
p s.instance_variables
d = s.dup
p [d.instance_variables, d.instance_variable_get(:@b), d.class, d]
c = s.clone(freeze: true)
p [c.frozen?, c.instance_variable_get(:@a)]
p [(s + 'x').instance_variables, s.to_s.instance_variables, s.to_s.equal?(s), s.upcase.instance_variables]
p s.remove_instance_variable(:@a)
p s.instance_variables
s.freeze
begin
  s.instance_variable_set(:@c, 3)
rescue FrozenError => e
  p e.message
end
p s.instance_variable_get(:@b)
a = [1, 2]
a.instance_variable_set(:@n, 'x')
p [a, a.class, a.instance_variables, a.dup.instance_variable_get(:@n), a.map { _1 }.instance_variables, a == [1, 2], a.inspect]
h = { k: 1 }
h.instance_variable_set(:@m, 2)
p [h, h.class, h.instance_variables, h.dup.instance_variable_get(:@m), h.merge(j: 2).instance_variables, h.to_h.equal?(h)]
p Marshal.load(Marshal.dump(a)).instance_variable_get(:@n)
p Marshal.load(Marshal.dump(h)).instance_variable_get(:@m)
p Marshal.dump(a).bytes.size
r = Regexp.new('a+')
r.instance_variable_set(:@why, :test)
p [r.instance_variable_get(:@why), r.instance_variables, r.dup.instance_variable_get(:@why), r =~ 'caa', r.frozen?]
r.freeze
begin
  r.instance_variable_set(:@why, 1)
rescue => e
  p [e.class, e.message]
end
x = 'q'
x.instance_eval { @iv = 5 }
p x.instance_variable_get(:@iv)
p 'lit'.instance_variable_get(:@none)
p 5.instance_variables
p :s.instance_variable_get(:@x)
# clone(freeze:), and the frozen Strings of nil.to_s, true.to_s
p ['a'.freeze.clone(freeze: false).frozen?, 'a'.clone(freeze: true).frozen?, [1].clone(freeze: true).frozen?]
p [{}.clone(freeze: true).frozen?, Object.new.clone(freeze: true).frozen?, 'a'.clone.frozen?, 'a'.freeze.clone.frozen?]
p((1.clone(freeze: 3) rescue $!))
p(('a'.clone(freeze: 3) rescue $!))
p [nil.to_s.frozen?, true.to_s.frozen?, false.inspect.frozen?, 1.to_s.frozen?, :a.to_s.frozen?, nil.inspect.frozen?]
p((nil.to_s << 'x' rescue $!))
p [(1.clone(freeze: false) rescue $!), 1.clone(freeze: true), (nil.clone(freeze: false) rescue $!), (:a.clone(freeze: false) rescue $!), (1.5.clone(freeze: false) rescue $!), 2.5.clone(freeze: nil)]
