# Written for this case after hlindberg/tahu's README and function docs: Pcore object attributes, rich data
# conversion and type parsing from Ruby.
type Tahu::Person = Object[attributes => { name => String, age => Integer[0], email => Optional[String] }]
$p = Tahu::Person('Ada', 36, undef)
notify { 'attributes of type': message => tahu::attributes(Tahu::Person) }
notify { 'attributes of object': message => tahu::attributes($p) }
notify { 'attributes of Integer': message => tahu::attributes(Integer) }
notify { 'get_attr object': message => [tahu::get_attr($p, 'name'), tahu::get_attr($p, 'age')] }
notify { 'get_attr type': message => [tahu::get_attr(Integer[1, 5], 'from'), tahu::get_attr(Integer[1, 5], 'to')] }
$rich = tahu::convert_to_rich_data({ 'who' => $p, 'v' => SemVer('1.2.3'), 'r' => /a+b/, 'sym' => default, 't' => Integer[1, 2], 'bin' => Binary('aGk=') })
notify { 'rich': message => $rich }
$back = tahu::convert_from_rich_data($rich)
notify { 'back': message => [type($back['who'], 'generalized'), $back['v'] == SemVer('1.2.3'), $back['t'], $back['sym'] =~ Default] }
