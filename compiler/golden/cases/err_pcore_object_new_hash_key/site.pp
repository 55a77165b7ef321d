type Point = Object[{attributes => { x => Integer, y => { type => Integer, value => 0 }, d => { type => Integer, kind => derived } }, functions => { norm => Callable[[], Integer] }}]
notice(Point.new({x => 1, z => 2}))
