# Numeric functions: abs, min, max, floor, ceiling, round, and conversions they do.
$r = {
  'abs'          => [abs(-3), abs(-2.5), abs(4)],
  'min'          => [min(3, 1, 2), min(1.5, 2), min('b', 'a')],
  'max'          => [max(3, 1, 2), max(1.5, 2), max('b', 'a')],
  'min array'    => min([5, 2, 8]),
  'floor'        => [floor(2.7), floor(-2.2), floor(3)],
  'ceiling'      => [ceiling(2.1), ceiling(-2.7), ceiling(3)],
  'round'        => [round(2.5), round(-2.5), round(2.4), round(3)],
}
notify { 'math': message => $r }
