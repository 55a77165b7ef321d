$r = assert_type(Array[Integer, 2], [1]) |$expected, $actual| {
  warning("expected ${expected}, got ${actual}")
  [0, 0]
}
notice($r)
$v = assert_type(Pattern[/^\d+[kmg]$/], '12x')
