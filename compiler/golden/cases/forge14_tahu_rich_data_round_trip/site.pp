# Written for this case after hlindberg/tahu's README: rich data to plain data and back
# (Puppet::Pops::Serialization::FromDataConverter.convert).
type Tahu::Person = Object[attributes => { name => String, age => Integer[0] }]
$rich = tahu::convert_to_rich_data({ 'who' => Tahu::Person('Ada', 36), 'v' => SemVer('1.2.3'), 'r' => /a+b/, 'sym' => default, 't' => Integer[1, 2] })
$back = tahu::convert_from_rich_data($rich)
notify { 'back': message => [type($back['who'], 'generalized'), $back['who'], $back['v'] == SemVer('1.2.3'), $back['r'], $back['t'], $back['sym'] =~ Default] }
