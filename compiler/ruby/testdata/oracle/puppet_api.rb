require 'puppet'
p _("x")
p _("x") { "blk" }
p n_("a","b",1)
p n_("a","b",2)
p n_(["a","b"],3)
p s_("Ctx|x")
p p_("Ctx", "y")
p N_("q")
p ns_("Fruit|Apple", "Apples", 2)
p Object.include?(FastGettext::Translation)
class Foo; def m; _("in method %{a}") % { a: 1 }; end; end
p Foo.new.m
it = Puppet::Pops::Types::Iterable.on([1, 2, 3])
p it.next
p it.hash_style?
it.each { |x| p x }
begin; it.next; rescue StopIteration => e; p e.class; end
h = Puppet::Pops::Types::Iterable.on({'a' => 1, 'b' => 2})
p h.hash_style?
h.each { |k, v| p [k, v] }
p Puppet::Pops::Types::Iterable.on(3).to_a
p Puppet::Pops::Types::Iterable.on(-1)
p Puppet::Pops::Types::Iterable.on(2.5)
p Puppet::Pops::Types::Iterable.on('ab').map { |c| c.upcase }
p Puppet::Pops::Types::Iterable.on([4, 5]).reverse_each.to_a
begin; Puppet::Pops::Types::Iterable.asserted_iterable(self, 2.5); rescue ArgumentError => e; p e.message; end
p Puppet::Resource.type_and_title('package[nginx]', nil)
p Puppet::Resource.type_and_title('Class[foo::bar]', nil)
p Puppet::Resource.type_and_title('foo::bar', 'x')
p Puppet::Resource.type_and_title(nil, 'x')
p Puppet::Resource.type_and_title('class', '')
p Puppet::Resource.type_and_title('FOO::bar', 'x')
begin; Puppet::Resource.type_and_title('package', nil); rescue ArgumentError => e; p e.message; end
begin; Puppet::Resource.type_and_title('', nil); rescue ArgumentError => e; p e.message; end
p Puppet::Pops::Types::TypeMismatchDescriber.new.describe_mismatch('f', Puppet::Pops::Types::TypeParser.singleton.parse('Integer'), Puppet::Pops::Types::TypeCalculator.infer_set('x'))
s = "%{a}-%{b}"
p s % { a: 1 }, (s % { a: 1 }).equal?(s), "%{a}-%{b}" % { a: 1, b: 2 }, "%<n>05.1f|%{s}" % { n: 3.14159, s: 'x' }, "%<n>05.1f|%{s}" % { n: 3.14159 }
begin
  "%d %d" % [1]
rescue ArgumentError => e
  p e.message
end
tf = Puppet::Pops::Types::TypeFactory
[tf.resource('file', '/tmp/a'), tf.resource, tf.resource('file'), tf.resource('Package', 'vim')].each { |t| p [t.type_name, t.title] }
p tf.host_class('foo::bar').class_name, tf.host_class.class_name
