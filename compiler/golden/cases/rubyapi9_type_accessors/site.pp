# Puppet 7.23: PStringType#values warns once and is always [] (it reads
# @value, which PStringType never sets); PHashType#element_type warns once;
# a Tuple's repeat_last_range without a size type is [1, 1].
$types = [
  'Array', 'Array[String]', 'Array[String, 1]', 'Array[String, 0, 3]', 'Array[Integer, 2, default]',
  'Hash', 'Hash[String, Integer]', 'Hash[String, Integer, 1]', 'Hash[String, Integer, 1, 2]',
  'Tuple', 'Tuple[String]', 'Tuple[String, Integer, 1, 5]', 'Tuple[String, Integer, 3]', 'Tuple[String, 0, default]',
  'String', 'String[1]', 'String[1, 2]', 'String[0, 10]',
  'Pattern', 'Pattern[/a/]', 'Pattern[/^a/, /b$/]',
  'Optional', 'Optional[String]', 'Optional[Integer[1]]',
  'Variant', 'Variant[Integer, String]', 'Variant[Integer, Variant[String, Boolean]]',
  'NotUndef', 'NotUndef[String]', 'Type', 'Type[Integer]', 'Sensitive', 'Sensitive[String]',
  'Iterable', 'Iterable[String]', 'Iterator', 'Iterator[Integer]',
  'Struct', 'Struct[{a => Integer}]', 'Struct[{a => Integer, Optional[b] => String, c => Optional[String], NotUndef[d] => Any}]',
  'Callable', 'Callable[String]', 'Callable[[String, 1, 2], Integer]', 'Callable[String, Integer, 0, default]',
  'Callable[[String], Callable]', 'Callable[[String], Optional[Callable]]', 'Callable[[0, 0], Any]',
  'Enum[b, a]', 'Enum[x, y, true]',
  'Integer', 'Integer[1]', 'Integer[1, 5]', 'Integer[-5, -2]', 'Integer[-3, 4]', 'Integer[default, 7]',
  'Float', 'Float[1.0, 2.5]', 'Float[0.5]',
  'Regexp', 'Regexp[/x+/]', 'Boolean', 'Boolean[true]', 'Boolean[false]',
  'Runtime', "Runtime[ruby, 'Symbol']", 'Init', 'Init[String]', 'Init[Integer, 16]',
  'SemVer', "SemVer['>=1.0.0 <2.0.0']", 'Timespan', "Timespan['0-00:01:00', '0-01:00:00']", 'Timestamp',
  'Collection', 'Collection[1, 2]', 'Collection[3]',
]
$types.each |$i, $t| {
  notify { "t${i}": message => "${t} => ${probe::accessors($t)}" }
}
