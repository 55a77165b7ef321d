# A regexp literal without interpolation on the left of =~ assigns its named groups to local variables (nil when it
# does not match), as wikimedia's to_milliseconds uses it; not with the regexp on the right, nor with interpolation.
def to_ms(spec)
  /^(?<count>[0-9.+e]+)\s*(?<unit>.*).?$/ =~ spec.downcase
  p local_variables
  [count, unit]
end
p to_ms('1s'), to_ms('2.5 min'), to_ms('')
if /(?<year>\d{4})-(?<mon>\d\d)/ =~ 'date 2026-11-30'
  p [year, mon, $~[:year]]
end
m = (/(?<nope>x)/ =~ 'abc')
p m, nope
r = (/(?<a>a)(?<B>b)?(?<_c>c)?/ =~ 'xa')
p r, a, _c, defined?(B)
x = 'q'
/(?<x>z)/ =~ 'zz'
p x
/(?<x>z)/ =~ 'yy'
p x
'foo' =~ /(?<right>o)/
p defined?(right)
pre = 'f'
/#{pre}(?<interp>o)/ =~ 'fo'
p defined?(interp)
m = (/(?<w>\w+)/ !~ 'hey')
p m, defined?(w)
[1].each { /(?<inblock>\d)/ =~ '7'; p inblock }
