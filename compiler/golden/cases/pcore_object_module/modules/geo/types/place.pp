type Geo::Place = Object[{
  parent     => Geo::Point,
  attributes => { tags => { type => Array[String], value => [] } },
}]
