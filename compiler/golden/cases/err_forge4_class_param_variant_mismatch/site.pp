type Sticky = Variant[Hash[Enum['cookie'], Struct[{ name => String, expires => Optional[Enum['max']] }]], Hash[Enum['route'], String]]
class x(Sticky $sticky) { }
class { 'x': sticky => { 'cookie' => { 'name' => 'x', 'expires' => 'never' } } }
