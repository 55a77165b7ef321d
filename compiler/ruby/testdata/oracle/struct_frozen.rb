# A frozen Struct refuses its setters (QA-FORGE-16 S2: Punch set them)
def t(l); r = yield; puts "#{l}: #{r.inspect}"; rescue Exception => e; puts "#{l}: #{e.class}: #{e.message}"; end
Pair = Struct.new(:a, :b)
f = Pair.new(1, 2).freeze
t(1) { f.a = 3 }
t(2) { f[:b] = 3 }
t(3) { f[0] = 3 }
t(4) { f['a'] = 3 }
t(5) { [f.a, f.b, f.frozen?] }
g = Pair.new(1, 2)
t(6) { g.a = 5; g[1] = 6; g.to_a }
K = Struct.new(:x, keyword_init: true)
k = K.new(x: 1).freeze
t(7) { k.x = 2 }
t(8) { Pair.new(1, 2).dup.tap { |d| d.a = 9 }.to_a }
t(9) { f.dup.frozen? }
t(10) { f.clone.frozen? }
t(11) { [g.each.to_a, g.each_pair.to_a, g.each_pair.map { |k, v| "#{k}=#{v}" }] }
