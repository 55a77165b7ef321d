# Surprise: a type alias's body is read by Puppet's type parser, not evaluated: a name that is no
# type is a TypeReference there (in an expression, Array[Strin] fails with "Resource type not
# found"), so B is Array[TypeReference['Strin']] and an empty array matches it. An unknown
# parameterized name is a TypeReference of its source text, which for the whole body starts at
# the alias's name ('C   =   Strin[1, Foo').
type B = Array[Strin]
type C   =   Strin[1, Foo]
type D = Variant[Integer, Foo::Bar, Optional[Strin[1]]]
type E = Struct[{a => Strin, Optional[b] => Integer[-1, default]}]
class c(B $p = []) {
  notify { "p ${p}": }
}
include c
notice(B)
notice(C)
notice(D)
notice(E)
notice([] =~ B)
notice(['a'] =~ B)
notice(undef =~ D)
notice(3 =~ D)
