type Point = Object[{attributes => { x => Integer, y => { type => Integer, value => 0 }, d => { type => Integer, kind => derived } }, functions => { norm => Callable[[], Integer] }}]
notice(Point.new(3).d)
