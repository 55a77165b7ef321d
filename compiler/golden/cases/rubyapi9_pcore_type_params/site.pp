# Struct's and Object's attribute types (Pcore::StructElement, a Struct with
# Pattern keys) are left out.
['Integer[1, 5]', 'Float', 'String[1]', 'Enum[a, b]', 'Array[String]', 'Hash[String, Integer]', 'Tuple[String]',
 'Variant[String, Integer]', 'Pattern[/a/]', 'Regexp', 'Boolean', 'Callable', 'Runtime', 'NotUndef', 'Type',
 'Sensitive', 'Iterable', 'Iterator', 'Any', 'Undef', 'Default', 'Scalar', 'ScalarData', 'Numeric', 'Resource',
 'Class', 'Timespan', 'Timestamp', 'SemVer', 'SemVerRange', 'Init', 'Collection', 'Optional[String]', 'Data',
 'CatalogEntry', 'Binary', 'File', 'Class[x]'].each |$i, $t| {
  notify { "p${i}": message => "${t}: ${probe::pcore($t)}" }
}
