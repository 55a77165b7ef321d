# Written for this case.
class app (
  Sensitive[String] $password,
  Array[Variant[String, Sensitive[String]]] $tokens,
  Hash[String, Sensitive] $creds,
  Optional[Sensitive[String]] $maybe = undef,
  Timestamp $when = Timestamp('2024-03-01T10:00:00.000 UTC'),
  SemVer $ver = SemVer('2.1.0-rc.1'),
  Type $kind = Integer[1, 9],
  Binary $bin = Binary('aGVsbG8='),
  Array[Integer] $range = Integer[1, 3].map |$x| { $x },
) {
  file { '/etc/app.conf': content => Sensitive(template('app/conf.erb')) }
}
