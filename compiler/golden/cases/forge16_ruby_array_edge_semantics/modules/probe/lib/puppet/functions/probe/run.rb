Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # slice boundary rules
  def p0
    a = [1, 2, 3]; [a[3, 1], a[4, 1], a[3..], a[4..], a[-4], a[-4, 2], a[1..-1], a[2..1], a[0, 0], a[1...-1], a[(1..)], a[..-2], a.first(10), a.last(0), a[5..]]
  end

  # assignment beyond the end
  def p1
    a = [1, 2]; a[4] = 5; a
  end

  # op assign on negative index
  def p2
    d = [1, 2, 3]; d[-1] += 10; d
  end

  # assignment before the start
  def p3
    e = [1]; begin; e[-3] = 0; rescue IndexError => x; [x.class.name, x.message]; end
  end

  # insert and fill variants
  def p4
    [[1, 2].insert(-2, :x), [1, 2].insert(5, :y), [1, 2, 3].fill(0, 1), [1, 2, 3].fill { |i| i * i }, [1, 2, 3, 4].fill(:z, -2, 1), Array.new(3) { |i| i.to_s }, Array.new(2, 'x').map(&:object_id).uniq.size]
  end

  # multi argument set operations
  def p5
    [[1, 2, 3].difference([2], [3]), [1].union([2], [1, 3]), [1, 2, 3].intersection([2, 3], [3]), [1, 2].intersect?([2, 5]), [[1, 2], [3]].sum([]), [1, 2] * ',', [1, 2] * 2]
  end

  # combinatorics
  def p6
    [[1, 2, 3].combination(2).to_a, [1, 2, 3].permutation(2).count, [1, 2].product([3, 4], [5]), [[1, 2], [3, 4]].transpose, ([[1], [2, 3]].transpose rescue [$!.class.name, $!.message]), [1, 2, 3].each_cons(2).to_a, [1, 2].cycle.first(5)]
  end

  # zip and dig and assoc
  def p7
    [[1, 2, 3].zip([4, 5]), [1].zip([2], [3, 4]), [[1, [2, { a: 3 }]]].dig(0, 1, 1, :a), ([1].dig(0, 1) rescue [$!.class.name, $!.message]), [[:a, 1], [:b, 2]].assoc(:b), [1, 2, 3, 4].values_at(0, 2..3, 9)]
  end

  # take drop while and partitions
  def p8
    a = [1, 2, 3, 4, 1]; [a.take_while { _1 < 3 }, a.drop_while { _1 < 3 }, a.drop(2), a.take(10), a.min(2), a.max(2) { |x, y| y <=> x }, a.minmax, a.sum.fdiv(a.size), a.each_slice(2).map(&:sum), a.chunk_while { |x, y| y == x + 1 }.to_a, a.slice_when { |x, y| y < x }.to_a]
  end

  # flatten depth and compact nested
  def p9
    [[1, [2, [3, [4]]]].flatten(1), [1, [2, [3, [4]]]].flatten(2), [nil, [nil, 1]].flatten.compact, [[nil]].compact, [1, [2]].flatten!.nil?, [1, 2].flatten!]
  end

  # sort stability and reverse with blocks
  def p10
    [[3, 1, 2].sort.reverse, [3, 1, 2].sort { |a, b| b <=> a }, %w[b10 b9 a1].sort_by { |s| [s[0], s[1..].to_i] }, [[2, 'b'], [1, 'z'], [2, 'a']].sort, [0.5, -1, 3].sort_by(&:abs), %w[x yy z].max_by(&:size)]
  end

  # bsearch and find index
  def p11
    a = [1, 3, 5, 7]; [a.bsearch { _1 >= 4 }, a.index(5), a.index { _1 > 3 }, a.rindex { _1 < 7 }, a.find_index(9), a.include?(3), a.count(&:odd?), a.sum { _1 * 2 }]
  end

  # array comparison and equality
  def p12
    [[1, 2] <=> [1, 3], [1, 2] <=> [1], [1, 'a'] <=> [1, 2], [] <=> [], [1, 2] == [1, 2.0], [[1]].include?([1]), [1, [2]].hash == [1, [2]].hash]
  end

  # each_with_index map with_index offset and each_entry
  def p13
    [%w[a b].each_with_index.map { |s, i| "#{i}:#{s}" }, %w[a b].map.with_index(1) { |s, i| "#{i}.#{s}" }, %w[a b].each.with_object([]) { |s, acc| acc.unshift(s) }, %w[a b c].each_slice(2).with_index.map { |sl, i| [i, sl] }]
  end

  # to_h forms and errors
  def p14
    [[[1, 2], [3, 4]].to_h, [1, 2].to_h { [_1, _1 * 2] }, ([[1]].to_h rescue [$!.class.name, $!.message]), ([1].to_h rescue [$!.class.name, $!.message]), %w[a b].zip([1, 2]).to_h, Hash[[[:k, :v]]]]
  end

  # pack formats
  def p15
    [[1, 2].pack('s>l<'), [65, 66].pack('U*'), ['a', 'b'].pack('a2a2'), [1.5].pack('E').unpack1('E'), [0x12345678].pack('N').unpack('C*'), ['414243'].pack('H*'), 'ABC'.unpack('a1 x1 a1'), [-1].pack('l').unpack1('L')]
  end
end
