# frozen_string_literal: true

require 'set'

Puppet::Functions.create_function(:'probe::coll') do
  dispatch :run do
  end

  def run
    a = [3, 1, 2, 3, nil, 5]
    h = { 'b' => 2, 'a' => 1, 'c' => nil, 'd' => [1, { 'e' => 5 }] }
    tests = [
      -> { [a.compact.sort, a.uniq, a.compact.tally, a.compact.minmax, a.compact.sum, a.count(3), a.index(3), a.rindex(3)] },
      -> { [[1, 2].product([3, 4]), [1, 2, 3].combination(2).to_a, [1, 2, 3].permutation(2).first(3), [[1, 2], [3, 4]].transpose, [1, 2].zip([3], [4, 5])] },
      -> { [[1, 2, 3, 4].each_slice(3).to_a, [1, 2, 3].each_cons(2).to_a, [1, 2, 4, 5, 7].chunk_while { |x, y| y == x + 1 }.to_a, [1, 2, 4, 5, 7].slice_when { |x, y| y > x + 1 }.to_a] },
      -> { [(1..10).step(3).to_a, 1.step(10, 4).to_a, (1..10).each_slice(4).map(&:sum), ('a'..'e').to_a.rotate(2)] },
      -> { %w[apple bob cat dog].group_by(&:size) },
      -> { %w[apple bob cat dog].partition { |w| w.size > 3 } },
      -> { [%w[b 2], %w[a 1]].sort_by(&:first).to_h },
      -> { [1, 2, 3, 4].inject(:+) + [1, 2, 3].reduce(10) { |s, x| s * x } },
      -> { [[1, [2, [3, [4]]]].flatten(1), [1, [2, [3, [4]]]].flatten, [1, 2, 3].flat_map { |x| [x, x * 10] }] },
      -> { [[[3, 'b'], [1, 'z'], [3, 'a']].sort, [[3, 'b'], [1, 'z'], [3, 'a']].max_by(&:last), [1, 2.5].sum] },
      -> { [[5, 3, 9].each_with_index.max, %w[a b c].each_with_index.to_h, %w[a b].each.with_index(1).map { |x, i| "#{i}#{x}" }] },
      -> { [1, 2, 3, 4, 5].filter_map { |x| x * 2 if x.odd? } + [[1, 2], [3, 4]].map { |x, y| x + y } },
      -> { [h.sort.first, h.min_by { |k, v| v.to_s }, h.sort_by { |k, _| k }.map(&:first), h.to_a.last] },
      -> { [h.select { |k, v| v.is_a?(Integer) }, h.reject { |_, v| v.nil? }.keys, h.compact.size, h.transform_values { |v| v.to_s }, h.transform_keys(&:upcase).keys] },
      -> { [h.filter_map { |k, v| k if v }, h.each_with_object({}) { |(k, v), acc| acc[v.to_s] = k }, h.group_by { |_, v| v.class }.keys, h.partition { |_, v| v }.map(&:size)] },
      -> { [h.dig('d', 1, 'e'), h.fetch('x', 'def'), h.fetch('x') { |k| k * 2 }, h.key(2), h.invert['1'], h.any? { |_, v| v.nil? }, h.all? { |k, _| k.size == 1 }, h.sum { |_, v| v.is_a?(Integer) ? v : 0 }] },
      -> { x = h.merge('a' => 10, 'z' => 0) { |k, old, new| old + new }; x },
      -> { d = Hash.new { |hash, k| hash[k] = k * 2 }; d['ab']; d['c']; [d, Hash.new(0).tap { |c| %w[a b a].each { |w| c[w] += 1 } }] },
      -> { Hash[[['k', 'v'], ['k2', 'v2']]].merge(Hash[%w[a 1 b 2].each_slice(2).to_a]) },
      -> { [{ 'a' => { 'b' => 1 } }.to_a.flatten, { a: 1 }.to_a, { 1 => 2 }.map { |k, v| [k.to_s, v] }.to_h, { 'x' => 1 }.to_h { |k, v| [k.to_sym, v + 1] }] },
      -> { s = Set.new([3, 1]); s << 2; s << 1; [s.to_a.sort, s.include?(2), s.size, (s | Set[9]).size, (s & Set[1, 9]).to_a, s.subset?(Set[1, 2, 3, 4])] },
      -> { [[1, 2, 3] & [2, 3, 4], [1, 2] | [2, 5], [1, 2, 2, 3] - [2], [1, 2] * 2, [1, 2] * ',', [3, 1, 2].sort.reverse, [1, 2, 3].sample.class, [1, 2, 3].shuffle.size] },
      -> { [[1, 2, 3, 4, 5].bsearch { |x| x >= 3 }, [1, 2, 3].take_while { |x| x < 3 }, [1, 2, 3].drop_while { |x| x < 2 }] },
      -> { [[nil, false, 1].compact, [nil, false, 1].select(&:itself), [[1, :a], [2, :b]].each_with_object([]) { |(n, s), acc| acc << "#{n}#{s}" }, [1, 2, 3].each_entry.to_a] },
      -> { arr = [1, 2, 3, 4]; arr.delete_if(&:even?); arr.push(7).unshift(0); arr.insert(2, 9); [arr, arr.pop, arr.shift, arr.slice!(0, 1), arr.values_at(0, 5, -1)] },
      -> { [[1, [2, 3]].dig(1, 0), [%w[a b], %w[c d]].to_h, [1, 2, 3].sum { |x| x * 0.5 }, ['b', 'A', 'c'].sort_by(&:downcase), ['b', 'A', 'c'].sort(&:casecmp), [0.1, 1, 1.5].max] },
    ]
    tests.each_with_index.map do |t, i|
      begin
        "#{i}: #{t.call.inspect}"
      rescue Exception => e
        "#{i}: #{e.class}: #{e.message}"
      end
    end
  end
end
