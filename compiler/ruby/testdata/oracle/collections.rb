a = [5, 3, 8, 1, 9, 2]
p a.sort, a.sort { |x, y| y <=> x }, a.max, a.min, a.sum, a.minmax, a.take(2), a.drop(4), a.first, a.last(2)
p a.select(&:even?), a.reject(&:even?), a.partition { |x| x > 4 }, a.group_by(&:odd?), a.each_slice(4).to_a
p a.each_with_index.map { |x, i| x * i }, a.map.with_index(1).to_a.first(2), a.inject(:+), a.reduce(10) { |s, x| s + x }
p a.sort_by { |x| -x }, a.min_by { |x| (x - 4).abs }, a.find { |x| x > 5 }, a.find_index(8), a.index { |x| x > 7 }
p a.include?(3), a.count(&:odd?), a.tally, a.zip(a.rotate), a.each_cons(2).first(2), a.chunk_while { |x, y| y == x + 1 }.to_a
p [1, [2, [3, [4]]]].flatten(1), [1, nil, 2, nil].compact, [1, 1, 2, 3, 3].uniq, [3, 1, 2].sort!.reverse, [1, 2] + [3], [1, 2, 3] - [2]
p [1, 2] & [2, 3], [1, 2] | [2, 3], [[1, 2], [3, 4]].to_h, [[1, :a], [2, :b]].transpose, [1, 2, 3].each_with_object([]) { |x, acc| acc << x * 2 }
b = [1, 2, 3]
b << 4; b.push(5, 6); b.unshift(0); b.insert(2, 1.5)
p b, b.pop, b.shift, b.delete(1.5), b, b.delete_at(0), b.slice(1, 2), b[1..], b[-2..], b.values_at(0, 2)
b.map! { |x| x * 10 }; b.select!(&:positive?); b.reject! { |x| x > 40 }
p b, b.sample.class, b.join("-"), b.fill(7).uniq rescue p $!.class
h = {"b" => 2, "a" => 1, c: 3}
p h.keys, h.values, h.size, h["a"], h[:c], h.fetch("b"), h.fetch("z", 0), h.fetch("z") { |k| k * 2 }, h.dig(:c)
p h.select { |k, v| v > 1 }, h.reject { |k, v| v > 1 }, h.map { |k, v| [k, v * 2] }.to_h, h.transform_values { _1 * 10 } rescue p $!.class
p h.sort_by { |k, v| v }, h.min_by { |k, v| v }, h.sum { |k, v| v }, h.to_a.first, h.invert, h.key(2), h.any? { |k, v| v > 2 }
p h.merge({"a" => 100, "d" => 4}) { |k, old, new| old + new }, h.group_by { |k, v| v.odd? }, h.partition { |k, v| v > 1 }
h2 = Hash.new { |hash, k| hash[k] = k.to_s * 2 }
h2[:x]; h2[:y]
p h2, h2.default, Hash.new(0)[:missing], h.each_with_object({}) { |(k, v), acc| acc[v] = k }
h3 = {}
h3[:z] = 1; h3[:a] = 2; h3.delete(:z); h3[:z] = 3
p h3, h3.to_a, h3.sort.to_h, h3.count, h3.empty?, {}.empty?, h3.key?(:a), h3.value?(3), h3.compact
p h.transform_keys(&:to_s), h.filter_map { |k, v| k if v > 1 }, h.each_slice(2).to_a, h.find { |k, v| v == 2 }
nested = {a: {b: {c: [1, 2, {d: 4}]}}}
p nested.dig(:a, :b, :c, 2, :d), nested[:a][:b][:c].last, nested.to_a.flatten(1)
p (1..5).to_a, (1...5).step(2).to_a, 1.step(10, 3).to_a, (1..10).each_slice(3).map(&:sum), ('a'..'e').to_a
p 10.times.map { |i| i * i }.select(&:even?), 3.downto(1).to_a, 1.upto(3).to_a rescue p $!.class
p [1, 2, 3, 4].each_slice(2).map(&:sum), %w[a b c].each_with_index.to_h, %w[x y].product([1, 2]), [1, 2, 3].combination(2).to_a rescue p $!.class
words = %w[apple banana cherry apple banana apple]
freq = words.each_with_object(Hash.new(0)) { |w, c| c[w] += 1 }
p freq, freq.sort_by { |w, c| [-c, w] }.first(2), freq.max_by { |_, c| c }, words.uniq.size
p [0.1 + 0.2, 1e20, 1.0 / 3, 2.5.round, 3.5.round, -2.5.round, 10.0.to_i, 7 / 2, -7 / 2, 7 % 3, -7 % 3]
p [1.23456.round(2), 1234.5678.floor(-2), 10.fdiv(4), 7.divmod(2), (-7).divmod(2), 3.14.ceil, 3.99.floor, 1_000_000.to_s, 255.to_s(2), 255.to_s(16)]
p [Integer === 1, 1.0.to_s, 1e-5.to_s, 100.0.to_s, 1.5e300 * 1e10, -0.0, 0.1 * 3, 12.3456789012345e10]
p(("f" * 70).to_i(16), "1234567890123456789012345".to_i, "-0x1f".hex, "z".to_i(36))
