type Geo::Point = Object[{
  attributes => {
    lat  => Float,
    lon  => Float,
    name => { type => Optional[String], value => undef },
  },
}]
