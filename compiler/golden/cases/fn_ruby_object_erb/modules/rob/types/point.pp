type Rob::Point = Object[{
  attributes => {
    x => Integer,
    y => { type => Integer, value => 0 },
    on => { type => Boolean, value => false },
    label => { type => Optional[String], value => undef },
  },
  equality => [x, y],
}]
