type Geo::Point3 = Object[{
  parent => Geo::Point,
  attributes => { z => Integer },
  equality => [z],
}]
