function it::first_big(Array[Integer] $l) >> Variant[Integer, String] {
  it::map_call($l) |$x| {
    if $x > 10 { return($x) }
    $x
  }
  'none'
}
