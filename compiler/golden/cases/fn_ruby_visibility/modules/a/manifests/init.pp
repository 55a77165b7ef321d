# Module a depends on c (metadata.json), not on b: Puppet 7 orders what a
# sees (c before the other modules) but does not hide b.
class a {
  notify { 'a: shared()': message => shared() }
  notify { 'a: b::only()': message => b::only() }
  notify { 'a: c::only()': message => c::only() }
  notify { 'a: a::probe()': message => a::probe() }
}
