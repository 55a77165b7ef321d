# Puppet's ToDataConverter as stdlib's to_python/to_ruby (rich data) and a
# Ruby function calling Puppet::Pops::Serialization::ToDataConverter.convert
# write it: the same value met twice is a LocalRef to its first place (with
# local references), types are Pcore object hashes with their attributes in
# initializer order (trailing defaults left out).
$a = [1]
$h = { 'k' => 'v' }
notice(to_python([$a, $a, $h, $h]))
notice(to_python({ 'x' => $a, 'y' => $a }))
notice(to_python({ [1] => $a, 'y' => $a }))
notice(to_python({ $a => 1, 'y' => $a }))
notice(to_python([Sensitive($a), $a, { 1 => $h, 'h' => $h }]))
$types = [
  Integer[default, 5], Integer[1, 5], Array[Any, 1], Struct[{ a => Integer, Optional[b] => String }],
  Hash[String, Integer, 1, 2], Tuple[String, Integer], Tuple[String, 1, 2], Callable[String, 1, 2],
  Callable[[String], Integer], Variant[String, Integer], Pattern[/a/, /b/], Regexp[/x/], Regexp,
  Runtime[ruby, 'Foo'], Notify['x'], Resource['file'], Class['foo'], Sensitive[String], Optional[Integer],
  NotUndef[String], Type[String], Type, Enum[a, b, true], Enum[b, a], Float[1.5], Float[default, 2.0],
  Timespan['1-00:00:00', default], Timestamp['2020-01-01T00:00:00 UTC'], SemVer['>=1.0'], Boolean[true],
  Iterable[String], Iterator, Init[String, 1], Init, Resource, Undef, Default, Any, Callable, Collection[1],
  CatalogEntry, Numeric, Scalar, ScalarData, Binary, Timestamp, NotUndef, Struct[{ 'x' => Optional[Integer] }],
  Hash[Any, Any, 1], Array[Integer, 0, 0], String[1, 2], String, Struct[{ a => String, b => String }],
  SemVerRange, Optional, Array[String[1]],
]
$types.each |$t| { notice(to_ruby($t)) }
notice(to_python($types))
notice(m::to_data([$a, $a, { 'a' => $h, 'b' => [$h] }], {}))
notice(m::to_data([$a, $a, /x/, default, Integer[1]], { rich_data => true }))
notice(m::to_data({ 1 => 2, sym => default }, { rich_data => true, local_reference => false }))
notice(m::to_data([SemVer('1.2.3'), Binary('AAE='), Timespan(2)], { rich_data => true, symbol_as_string => true }))
