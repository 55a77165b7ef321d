type MyMod = TypeSet[{
  pcore_version => '1.0.0',
  version => '1.2.0',
  types => {
    Point => Object[{ attributes => { x => Integer, y => { type => Integer, value => 0 } } }],
    Line => { attributes => { a => Point, b => Point } },
    Size => Integer[0, 10],
    Pt3 => Point { attributes => { z => Integer } },
  },
}]
