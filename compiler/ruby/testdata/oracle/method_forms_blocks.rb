# product with a block, find/detect with ifnone, cycle(n) without a block.
s = []
r = [1, 2].product([3, 4]) { |x| s << x }
p s, r
p [1].product([2], [3, 4]) { |x| s << x }.equal?(nil)
p [1, 2, 3].detect(-> { :none }) { |x| x > 5 }
p [1, 2, 3].find(proc { 0 }) { |x| x > 1 }
p({ a: 1 }.find(-> { [:z, 0] }) { |_, v| v > 3 })
p [1, 2, 3].find(nil) { |x| x > 5 }
p (1..4).detect(-> { -1 }) { |x| x > 9 }
p [1, 2].cycle(2).to_a
p [1, 2, 3].cycle(2).map { |x| x * 10 }
p [].cycle(3).to_a
p [1, 2].cycle(0).to_a
p [1, 2].cycle(-1).to_a
r = []
[1].cycle(3) { |x| r << x }
p r
p [1, 2].cycle(2).with_index.to_a
p (1..2).cycle(2).to_a
