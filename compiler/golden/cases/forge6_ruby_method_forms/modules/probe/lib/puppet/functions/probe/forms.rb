# frozen_string_literal: true

Puppet::Functions.create_function(:'probe::forms') do
  dispatch :run do
  end

  def run
    a = [3, 1, 4, 1, 5, 9, 2, 6]
    tests = [
      -> { [a.last(3), a.take(2), a.drop(6), a.first(0)] },
      -> { [a.index { |x| x > 3 }, a.find_index(1), a.rindex { |x| x < 3 }, a.rindex(1), a.count(1), a.count(&:even?)] },
      -> { [a.uniq { |x| x % 3 }, a.sum(10), a.sum(0.0), [[1, 2], [3, 4]].sum([]), %w[a b].sum('')] },
      -> { b = a.dup; [b.delete(7) { 'none' }, b.delete(1), b, b.delete_at(0), b.compact!, b.uniq!, b.flatten!] },
      -> { r = []; [1, 2].zip([3, 4]) { |x, y| r << x * y }; r },
      -> { [3.times.map.with_index(1) { |x, i| x * i }, %w[a b c].each_with_index.select { |_, i| i.odd? }, %w[a b].map.with_index { |x, i| "#{x}#{i}" }] },
      -> { [a.each_slice(3).map(&:sum), a.each_cons(7).count, a.sort!.first, a.sort_by! { |x| -x }.first, a.reverse!.last] },
      -> { h = { 'a' => 1, 'b' => 2, 'c' => 3 }; [h.select! { |_, v| v > 5 }, h, h.reject! { |_, v| v > 1 }, h.keep_if { true }, h.delete('zz') { |k| "no #{k}" }] },
      -> { [[1, 2, 3].inject { |s, x| s * x }, [1, 2, 3].inject(:*), [1, 2, 3].sum { |x| x * 2 }, [[1, :a]].each_with_object({}) { |(n, s), h| h[s] = n }] },
      -> { [%w[a b c d].each_slice(2).to_h, [1, 2, 3, 4].partition.with_index { |_, i| i.even? }, (1..6).each_slice(2).map(&:last), 'abc'.each_char.with_index.map { |c, i| c * (i + 1) }] },
      -> { [[1, 2, 3].find { |x| x > 5 }, [1, 2, 3].find_all(&:odd?), [4, 5].each_with_index.find { |x, _| x > 4 }] },
      -> { [a.minmax, a.min(2), a.max { |x, y| (x % 5) <=> (y % 5) }, a.sum.fdiv(a.size).round(3), a.tally.max_by { |_, c| c }] },
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
