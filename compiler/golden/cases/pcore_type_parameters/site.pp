# Pcore type_parameters: parameterized Object types (Puppet's
# PObjectTypeExtension), Puppet's own Error type first.
type Shop::Box = Object[{
  type_parameters => {
    size  => Integer,
    label => { type => Optional[String] },
  },
  attributes => {
    size  => Integer,
    label => { type => Optional[String], value => undef },
    owner => String,
  },
}]
type Shop::Crate = Object[{
  parent => Shop::Box,
  attributes => { slots => Integer },
}]
type Shop::Plain = Object[{attributes => {a => Integer}}]

notice(Error)
notice(Shop::Box)
notice(Shop::Crate)
notice(Error['mykind'])
notice(Error['mykind', 'ISSUE'])
notice(Error[default, 'ISSUE'])
notice(Error[{issue_code => 'ISSUE'}])
notice(Error[/my/])
notice(Error[Enum['a', 'mykind']])
notice(Shop::Box[3])
notice(Shop::Box[3, 'big'])
notice(Shop::Box[{label => 'big'}])

$e = Error('oops', 'mykind', {'a' => 1}, 'ISSUE')
$bare = Error('plain')
$kindonly = Error('x', 'k')
notice(type($e))
notice(type($bare))
notice(type($kindonly))
notice(type($e, 'generalized'))
notice($e)
notice($e =~ Error)
notice($e =~ Error['mykind'])
notice($e =~ Error['MYKIND'])
notice($e =~ Error['other'])
notice($e =~ Error['mykind', 'ISSUE'])
notice($e =~ Error['mykind', 'OTHER'])
notice($e =~ Error[default, 'ISSUE'])
notice($e =~ Error[{issue_code => 'ISSUE'}])
notice($e =~ Error[/my/])
notice($e =~ Error[/^k/])
notice($e =~ Error[Enum['a', 'mykind']])
notice($e =~ Error[Pattern[/kind$/]])
notice($e =~ Error[NotUndef])
notice($bare =~ Error[NotUndef])
notice($bare =~ Error[Undef])
notice($bare =~ Error['mykind'])
notice($bare =~ Error[undef])

$b = Shop::Box(3, 'big', 'me')
$c = Shop::Crate({size => 4, owner => 'you', slots => 6})
notice(type($b))
notice(type($c))
notice($b =~ Shop::Box[3])
notice($b =~ Shop::Box[4])
notice($b =~ Shop::Box[3, 'big'])
notice($b =~ Shop::Box[3, 'BIG'])
notice($c =~ Shop::Box[4])
notice($c =~ Shop::Crate[4])
notice($c =~ Shop::Box[4, undef])

notice(Error['mykind'] == Error['mykind'])
notice(Error['mykind'] == Error['MYKIND'])
notice(Error['mykind'] < Error)
notice(Error <= Error['mykind'])
notice(Error['mykind'] <= Error[/my/])
notice(Error[/my/] <= Error['mykind'])
notice(Error['mykind', 'I'] <= Error['mykind'])
notice(Shop::Crate[4] <= Shop::Box[4])
notice(Shop::Crate <= Shop::Box[4])

case $e {
  Error['other']:  { notice('case: other') }
  Error['mykind']: { notice('case: mykind') }
  default:         { notice('case: default') }
}
$kinds = [$e, $bare, $kindonly].map |$x| {
  $x ? { Error['mykind'] => 'mine', Error['k'] => 'k', default => 'none' }
}
notice($kinds)

function shop::kind(Error['mykind'] $err) >> String { "${err.kind}: ${err.message}" }
notice(shop::kind($e))
notify { 'typed': message => shop::kind($e) }
