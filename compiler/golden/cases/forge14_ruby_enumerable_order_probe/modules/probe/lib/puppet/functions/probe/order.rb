# frozen_string_literal: true

# Written for this case: order-sensitive collection calls module functions make when they pick, group and
# rank hosts or settings (ties included), each result or its exception class and message.
Puppet::Functions.create_function(:'probe::order') do
  dispatch :run do
  end

  def attempt(label)
    "#{label}: #{yield.inspect}"
  rescue StandardError => e
    "#{label}: #{e.class}: #{e.message}"
  end

  def run
    a = (1..40).map { |i| [i % 7, i] }
    h = { 'b' => 1, 'a' => 1, 'c' => 0, 'd' => 2 }
    [
      attempt('min_by n') { a.min_by(5, &:first).map(&:last) },
      attempt('max_by n') { a.max_by(5, &:first).map(&:last) },
      attempt('min n block') { a.min(3) { |x, y| x[0] <=> y[0] }.map(&:last) },
      attempt('max n') { a.map(&:first).max(4) },
      attempt('minmax_by') { a.minmax_by(&:first).map(&:last) },
      attempt('max_by ties') { [a.max_by(&:first).last, a.min_by(&:first).last, h.max_by { |_k, v| v }, h.min_by { |_k, v| v }] },
      attempt('sort_by ties') { a.sort_by { |x| -x[0] }.map(&:last).first(12) },
      attempt('sort_by hash') { h.sort_by { |_k, v| v }.to_h },
      attempt('sort hash') { h.sort.first(2) },
      attempt('group partition') { [a.group_by(&:first).keys, a.partition { |x| x[0].even? }.map(&:size)] },
      attempt('chunk slice') { [[1, 2, 4, 5, 7].chunk_while { |x, y| y == x + 1 }.to_a, [1, 2, 4, 9, 10, 11].slice_when { |x, y| y != x + 1 }.to_a] },
      attempt('each_cons slice') { [(1..5).each_cons(2).to_a, (1..5).each_slice(2).to_a, h.each_slice(3).to_a] },
      attempt('invert to_h dups') { [h.invert, [[:a, 1], [:b, 2], [:a, 3]].to_h, h.to_a.reverse.to_h.keys] },
      attempt('delete reinsert') { x = h.dup; x.delete('b'); x['b'] = 9; x['a'] = 7; x.keys },
      attempt('shift') { x = h.dup; [x.shift, x.keys] },
      attempt('set ops') { [[3, 1, 2, 1] | [2, 5], [3, 1, 2, 1] & [1, 3], [3, 1, 2, 1] - [1], [1, 2] + [2], [3, 1, 2, 1].uniq] },
      attempt('product comb') { [[1, 2].product(%w[a b]), [1, 2, 3].combination(2).to_a, [1, 2, 3].permutation(2).first(4), [1, 2, 3].each_slice(2).map(&:sum)] },
      attempt('rotate transpose') { [[1, 2, 3].rotate(-1), [[1, 2], [3, 4]].transpose, [1, 2].zip([3], [4, 5]), [[1, [2, [3]]]].flatten(1)] },
      attempt('tally sum') { [%w[a b a c a].tally, %w[a b].sum(''), [[1], [2]].sum([]), { a: 1, b: 2 }.sum { |_k, v| v }] },
      attempt('hash filters') { [h.select { |_k, v| v > 0 }, h.reject { |_k, v| v == 1 }, h.filter_map { |k, v| k if v == 1 }, h.find { |_k, v| v == 1 }, h.count { |_k, v| v == 1 }, { a: nil, b: 1 }.compact] },
      attempt('default proc') { d = Hash.new { |hh, k| hh[k] = [] }; d['x'] << 1; d['y']; d['x'] << 2; [d, d.fetch('z', 0), d.key?('q'), d.default_proc.nil?] },
      attempt('merge block') { { 'a' => 1, 'b' => 2 }.merge({ 'b' => 3, 'c' => 4 }, { 'a' => 5 }) { |_k, o, n| o + n } },
      attempt('each_with_object') { %w[x y x].each_with_object(Hash.new(0)) { |k, acc| acc[k] += 1 } },
      attempt('inject sym') { [(1..5).inject(:*), (1..5).reduce(10) { |s, x| s - x }, [].inject(:+), [[1, 2], [3, 4]].inject(:+)] },
      attempt('zip hash') { %w[a b c].zip([1, 2]).to_h },
      attempt('find_index bsearch') { [[5, 3, 8].find_index(8), [1, 3, 5, 7].bsearch { |x| x >= 4 }, [1, 3, 5].index { |x| x > 1 }, [1, 2, 3, 2].rindex(2)] },
      attempt('lazy enum') { (1..Float::INFINITY).lazy.select(&:even?).map { |x| x * x }.first(4) },
      attempt('enum with_index') { [%w[a b].each_with_index.map { |x, i| "#{i}#{x}" }, %w[a b].map.with_index(1) { |x, i| "#{i}#{x}" }, %w[a b c].each.with_object([]) { |x, acc| acc.unshift(x) }] },
    ]
  end
end
