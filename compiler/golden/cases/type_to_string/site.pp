# How types print inside strings and with String().
$types = [Integer, Integer[1], Integer[1, 2], Float[1.5], String[1], Enum['x', 'y'],
  Array, Array[String], Array[String, 1], Hash[String, Integer], Optional[String],
  Variant[Integer, Undef], Tuple[Integer], Struct[{ a => Integer }], Type[Integer],
  Undef, Default, Any, Data, Scalar, Boolean, Regexp[/a/], Pattern[/a/], Callable,
  Resource, File, File['/x'], Class, Class[foo], CatalogEntry, NotUndef, Sensitive,
  Sensitive[String], Collection, Iterable, Numeric, Runtime['ruby', 'String'], SemVer,
  Timestamp, Timespan]
notify { 'types': message => $types.map |$t| { "${t}" } }
notify { 'string': message => String(Hash[String, Array[Integer]]) }
