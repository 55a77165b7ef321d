# QA-FORGE-6: stdlib 9's stdlib::to_ruby (and to_python) serialize with
# Puppet::Pops::Serialization::ToDataConverter.convert(object, rich_data: true): a Regexp becomes
# {"__ptype" => "Regexp", "__pvalue" => source}, a type becomes a Pcore object hash
# ({"__ptype" => "Pcore::IntegerType", "from" => 1, "to" => 5}). Punch's Ruby refused both ("not supported").
$values = [
  /ab+c/, /a\/b[0-9]*$/, Integer[1, 5], Integer, String[1], Enum['a', 'b'], Optional[String], Array[Integer[0]],
  { 're' => /x/, 'type' => Boolean },
]
$values.each |$v| {
  notice(stdlib::to_ruby($v))
}
