# Objects as resource parameter values: Puppet (without rich data) writes their string and warns.
type Point = Object[{attributes => { x => Integer, y => { type => Integer, value => 0 }, d => { type => Integer, kind => derived } }, functions => { norm => Callable[[], Integer] }}]
notify { 'n': message => Point.new(3) }
file { '/tmp/x': content => String(Point.new(4)) }
notify { 'm': message => [Point.new(5, 1)] }
