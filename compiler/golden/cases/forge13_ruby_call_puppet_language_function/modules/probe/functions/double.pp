function probe::double(Integer $x, Integer $times = 2) >> Integer {
  if $x < 0 { return 0 }
  $x * $times
}
