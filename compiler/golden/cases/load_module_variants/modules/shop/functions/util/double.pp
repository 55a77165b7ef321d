function shop::util::double(Integer $x) >> Integer {
  $x * 2
}
