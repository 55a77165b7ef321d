# A bad size of a collection type is reported at the size key.
notice(Array[Integer, 1, 2])
$t = Array[Integer,
  1,
  'x']
