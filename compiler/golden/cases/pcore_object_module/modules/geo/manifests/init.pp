class geo(Array[Geo::Point] $points = [Geo::Point.new(1.5, 2.5)]) {
  $points.each |$pt| {
    notify { "at ${pt.lat},${pt.lon}": message => "${pt}" }
  }
  $home = Geo::Place.new({lat => 0.0, lon => 1.0, name => 'home', tags => ['a']})
  notice($home)
  notice($home =~ Geo::Point)
  notice(Geo::Place)
  notice(type($home))
}
