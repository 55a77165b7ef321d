type Geo::Point = Object[{
  attributes => {
    x => Integer,
    y => { type => Integer, value => 0 },
    label => { type => Optional[String], value => undef },
  },
  functions => {
    norm1 => Callable[[], Integer],
  },
}]
