# An attribute overridden with another default (the init hash as Puppet's generated classes build it, level by level), Type(args) as new, %p, equality of collections of Objects, Objects as hash keys.
type Point = Object[{attributes => { x => Integer, y => { type => Integer, value => 0 }, t => { type => Optional[String], value => undef } }}]
type P2 = Object[{parent => Point, attributes => { y => { type => Integer[0,5], value => 1, override => true } }}]
notice(P2.new(1))
notice(P2)
notice(P2.new(1).y)
notice(Point(3))
notice(String(Point.new(1, 2, 'a'), '%p'))
notice(Point.new(1) =~ Struct[{x => Integer}])
notice(Point.new(1, 2, undef))
notice(assert_type(Point, Point.new(4)))
notice([Point.new(1)] == [Point.new(1)])
notice({a => Point.new(1)} == {a => Point.new(1, 0)})
notice(Point.new(1) == P2.new(1, 0))
notice(Point.new('x' => 1, 't' => 'z').t)
$h = { Point.new(1) => 'a' }
notice($h[Point.new(1)])
notice(Point.new(1).then |$v| { $v.x + 1 })
