# Objects in resource parameters, rendered as Puppet Server renders rich data.
type Point = Object[{attributes => { x => Integer, y => { type => Integer, value => 0 }, tag => { type => Optional[String], value => undef } }}]
type Seg = Object[{attributes => { a => Point, b => Point, w => { type => Integer, value => 1 } }}]
notify { 'default_dropped': message => Point.new(3) }
notify { 'all_given': message => Point.new(3, 4, 'n') }
notify { 'middle_default': message => Point.new(3, 0, 'n') }
notify { 'nested': message => [Seg.new(Point.new(1), Point.new(2, 5)), { k => Point.new(9) }] }
