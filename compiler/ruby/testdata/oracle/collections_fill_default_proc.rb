# Array#fill forms, Hash#default_proc / default(key), Enumerable#minmax_by
p [1,2,3].fill(8,1), [1,2,3].fill(0,0,2), [1,2,3].fill{|i| i*i}, [1,2,3,4].fill(9,1..2), [1,2].fill(7,3,2)
p [1,2,3].fill(5,-2), [1,2].fill(5,-5), [1,2,3].fill(4,1,-1), [1,2,3].fill(1) {|i| i+10}, [1,2,3].fill(0, 1) {|i| -i}
p [1,2,3].fill(1..1) {|i| :x}, [1,2].fill(0, 1..3), [1,2].fill(0, nil, 1), [1,2,3].fill(0, 1...-1), [1,2].fill(0, 5..6), [1,2,3].fill(0, 1..)
begin; [1,2].fill(0, -5..1); rescue => e; p e.class, e.message; end
begin; [1,2].fill(0,1,2,3); rescue => e; p e.message; end
begin; [1,2].fill; rescue => e; p e.message; end
begin; [1].freeze.fill(0); rescue => e; p e.class; end
h = Hash.new { |hh, k| k * 2 }
p h.default_proc.class, h.default, h.default(3), Hash.new(5).default, Hash.new(5).default_proc, {}.default_proc
h.default_proc = nil
p h[1], h.default_proc
g = {}
g.default_proc = proc { |_x, k| k.to_s }
p g[:a], g.default(:b), g.key?(:a)
begin; g.default_proc = 5; rescue TypeError => e; p e.message; end
g.default = 3
p g.default_proc, g[:zz]
p [3, 1, 2].minmax_by { |x| -x }, %w[a ccc bb].minmax_by(&:size), [].minmax_by { |x| x }, { a: 2, b: 1 }.minmax_by { |_k, v| v }
p [1, 3, 3, 1].each_with_index.to_a.minmax_by { |x, _i| x }
