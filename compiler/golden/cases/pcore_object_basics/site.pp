# Pcore Object types declared in the main manifest: attributes with
# defaults, positional and hash arguments to new, attribute access, equality,
# type checks, parents, constants, declared functions and string forms.
type Point = Object[{attributes => { x => Integer, y => { type => Integer, value => 0 } }}]
$p = Point.new(3)
notice("${p.x} ${p.y}")
notice("${Point.new({x=>1,y=>2})}")
notice("${type($p)}")
notice($p == Point.new(3, 0))
notice($p == Point.new(3, 1))
notice($p =~ Point)
notice(Point)
notice(type(Point))
notice($p)
notice([$p])
notice({a => $p})
notice(String($p))
notice(inline_epp('<%= $p %>'))
notice(Point.new(x => 5))
notice(Point.new(x => 5, y => 6) =~ Point)
notice([Array[Point], Optional[Point], Type[Point], Struct[{a => Point}]])

type Point3 = Object[{parent => Point, attributes => { z => Integer }}]
$q = Point3.new(1, 2, 3)
notice($q)
notice($q =~ Point)
notice($p =~ Point3)
notice(Point3 < Point)
notice(Point < Point3)
notice(type($q))
notice(type($q, 'generalized'))
notice(Object)
notice(Object[{attributes => {a => String}}])
notice(Object[{name => 'Foo', attributes => {a => Integer}}])

type Pair = Object[{
  attributes => { x => Integer, y => { type => Integer, value => 0 } },
  constants => { origin => 'zero', dims => 2 },
  functions => { norm => Callable[[], Integer] },
  equality => ['x'],
}]
$r = Pair.new(3, 4)
notice($r.origin)
notice($r.dims)
notice(Pair)
notice($r == Pair.new(3, 5))
notice($r != Pair.new(4, 4))
notice($r == Point.new(3, 4))
notice([$r, Pair.new(3, 9)].unique)
notice({$r => 1})
notice($r in [Pair.new(3, 9)])
notice([$r =~ Object, $r =~ Any, $r =~ Data, $r =~ Scalar, Pair =~ Type[Object]])
notice(Pair.new({x => 1}).y)

type Line = Object[{attributes => {
  a => Point,
  b => Optional[Point],
  l => { type => String, kind => constant, value => 'k' },
  f => { type => Boolean, final => true, value => false },
  g => { type => Integer, kind => given_or_derived },
}}]
notice(Line)
$l = Line.new(Point.new(1), 4, undef, true)
notice($l)
notice($l.a.x)
notice($l.l)
notice(Line.new({a => Point.new(2), g => 1}))
notice(type(Line.new({a => Point.new(2), g => 1})))

# No equality declared anywhere and the type excluded: identity only.
type Bare = Object[{attributes => { v => Integer }, equality_include_type => false, equality => []}]
$b = Bare.new(1)
notice($b == $b)
notice($b == Bare.new(1))

# An Object as a class parameter's type and value.
class holder(Point $at) {
  notice("holder at ${at.x},${at.y}")
}
class { 'holder': at => Point.new(7, 8) }
