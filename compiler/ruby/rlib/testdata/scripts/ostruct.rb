# OpenStruct (Puppet has ostruct loaded): accessors, [] / []=, to_h,
# respond_to?, each_pair, dig, ==, inspect, delete_field, Marshal.
os = OpenStruct.new(name: 'n', port: 80)
os.extra = true
show('fields') { [os.name, os[:port], os['port'], os.to_h, os.missing, os.dig(:name)] }
show('respond') { [os.respond_to?(:extra), os.respond_to?(:extra=), os.respond_to?(:nope)] }
show('inspect') { [os, os.to_s, os.inspect] }
show('new') { [OpenStruct.new, OpenStruct.new(nil), OpenStruct.new('a b' => 1, 'c' => [1])] }
show('class field') { OpenStruct.new(class: 1).class }
os[:q] = 5
show('set') { [os.q, os.to_h { |k, v| [k.to_s, v] }] }
show('each_pair') { [os.each_pair.to_a, os.each_pair { |_k, _v| nil }.class, os.each_pair.size] }
show('equal') { [os == OpenStruct.new(name: 'n', port: 80, extra: true, q: 5), os.eql?(os.dup), os == 5] }
show('delete') { [os.delete_field(:q), os.respond_to?(:q), os.q] }
show('delete missing') { os.delete_field(:zz) }
show('delete block') { os.delete_field(:zz) { 9 } }
show('no method') { os.foo(1) }
show('setter arity') { os.send(:foo=, 1, 2) }
x = OpenStruct.new(a: 1)
x.b = x
show('recursive') { x }
show('dig') { OpenStruct.new(a: { b: [1, 2] }).dig(:a, :b, 1) }
show('dig bad') { OpenStruct.new.dig(1) }
show('marshal') { Marshal.dump(OpenStruct.new(a: 1, 'b' => 'x')) }
c = Marshal.load(Marshal.dump(OpenStruct.new(a: 1, b: 'x')))
show('marshal load') { [c, c.a, c.b, c.respond_to?(:b=)] }
class Sub < OpenStruct
  def name
    'mine'
  end
end
show('subclass') { s = Sub.new(z: 1, name: 'theirs'); [s, s.name, s[:name]] }
f = OpenStruct.new(a: 1).freeze
show('frozen set') { f.a = 2 }
show('frozen new') { f.b = 2 }
show('hash') { OpenStruct.new(a: 1).hash == OpenStruct.new(a: 1).hash }
show('singleton methods') { OpenStruct.new(a: 1).methods(false).sort }
h = { a: 1 }
o = OpenStruct.new(h)
o.a = 2
show('source hash') { h }
d = os.dup
d.name = 'z'
show('dup') { [os.name, d.name] }
show('string keys') { OpenStruct.new('a' => 1).to_h.keys }
show('ivars') { OpenStruct.new(a: 1).instance_variables }
show('method') { os.method(:name).call }
show('deep copy') { m = Marshal.load(Marshal.dump(OpenStruct.new(list: [1]))); m.list << 2; m }
