# A bad parameter of a type is reported at that key (here on the next line), not at the access.
notice(Enum['a', 'b'])
$t = Enum['a',
  1]
