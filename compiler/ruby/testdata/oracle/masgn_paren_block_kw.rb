# A parenthesized target list at statement level is the whole list, not a nested one (QA-FORGE-13 M19:
# djjudas21/puppet-freeradius's (major, minor, patch) = version.split('.')), and a block parameter's keyword
# default ends at the block's closing '|' (M20: define_method(:fmt) { |value, prefix: '-', width: 4| ... }).
(a, b, c) = '3.0.26'.split('.')
p [a, b, c]
(s, t, u) = [1, [2, 3]]
p [s, t, u]
((v, w), x) = [[1, 2], 3]
p [v, w, x]
(d, e), f = [1, 2], 3
p [d, e, f]
g, (h, i) = 1, [2, 3]
p [g, h, i]
(n, o) = 5
p [n, o]
(q, *r) = 1, 2, 3
p [q, r]
(aa, (bb, cc)) = 1, [2, 3]
p [aa, bb, cc]
(dd, ee), = [[1, 2], 3]
p [dd, ee]
y = ((z1, z2) = 7, 8)
p [y, z1, z2]
kd = proc { |k: 1| k * 2 }
p kd.call, kd.call(k: 5)
fmt = proc { |value, prefix: '-', width: 4| "#{prefix}#{value.to_s.rjust(width)}" }
p fmt.call(7), fmt.call(7, width: 2, prefix: '+')
lk = lambda { |a1, b1: [1, 2].size, c1: { x: 1 }| [a1, b1, c1] }
p lk.call(0)
ps = proc { |a2, s2: 'x|y'| [a2, s2] }
p ps.call(1)
pd = proc do |x1, opt: nil, **rest|
  [x1, opt, rest]
end
p pd.call(1, opt: 2, z: 3)
class Fmt
  define_method(:fmt) { |value, prefix: '-', width: 4| "#{prefix}#{value.to_s.rjust(width, '0')}" }
end
p Fmt.new.fmt(42), Fmt.new.fmt(42, width: 6)
