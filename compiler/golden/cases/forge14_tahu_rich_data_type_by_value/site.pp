# Written for this case after hlindberg/tahu's convert_to_rich_data: Puppet::Pops::Serialization::ToDataConverter
# with type_by_reference => false writes each value's type in full (its Pcore rich data), not its name.
type Tahu::Person = Object[attributes => { name => String, age => Integer[0] }]
notify { 'rich': message => tahu::convert_to_rich_data({ 'who' => Tahu::Person('Ada', 36), 'v' => SemVer('1.2.3'), 'r' => /a+b/, 'sym' => default, 'bin' => Binary('aGk=') }) }
