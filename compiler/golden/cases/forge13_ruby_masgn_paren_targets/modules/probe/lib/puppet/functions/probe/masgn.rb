# Written for this case: multiple assignment forms module Ruby uses.
Puppet::Functions.create_function(:'probe::masgn') do
  dispatch :run do
  end

  def run
    r = {}
    (a, b, c) = '3.0.26'.split('.'); r['paren'] = [a, b, c]
    (d, e), f = [1, 2], 3; r['nested_first'] = [d, e, f]
    g, (h, i) = 1, [2, 3]; r['nested_last'] = [g, h, i]
    j, *k = [1, 2, 3]; r['splat'] = [j, k]
    *l, m = [1, 2, 3]; r['splat_first'] = [l, m]
    (n, o) = 5; r['paren_scalar'] = [n, o]
    p1, q = q = 1, 2; r['chained'] = [p1, q]
    (s, t, u) = [1, [2, 3]]; r['paren_nested_value'] = [s, t, u]
    ((v, w), x) = [[1, 2], 3]; r['double_paren'] = [v, w, x]
    y = (z1, z2 = 7, 8); r['masgn_value'] = [y, z1, z2]
    h2 = {}; h2[:a], h2[:b] = 1, 2; r['index_targets'] = h2
    o2 = Struct.new(:m1, :m2).new; o2.m1, o2.m2 = 'x', 'y'; r['attr_targets'] = [o2.m1, o2.m2]
    r
  end
end
