Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}"
  end

  def p0
    (1..10).each_cons(3).to_a.length
  end

  def p1
    (1..7).each_slice(3).map(&:sum)
  end

  def p2
    [1, 2, 4, 9, 10, 11, 12, 15].chunk_while { |a, b| b == a + 1 }.to_a
  end

  def p3
    [1, 2, 4, 9, 10, 11].slice_when { |a, b| b != a + 1 }.map { |r| r.size > 1 ? "#{r.first}-#{r.last}" : r.first.to_s }
  end

  def p4
    (1..6).partition(&:even?)
  end

  def p5
    %w[apple avocado banana cherry].group_by { |w| w[0] }
  end

  def p6
    %w[a b a c a b].tally
  end

  def p7
    %w[a b a c a b].tally.sort_by { |k, v| [-v, k] }
  end

  def p8
    [1, nil, 2, false, 3].filter_map { |x| x && x * 2 }
  end

  def p9
    [0.1, 0.2, 0.3].sum
  end

  def p10
    [0.1] * 10 == [0.1] * 10 && ([0.1] * 10).sum
  end

  def p11
    [3, 1, 2].minmax
  end

  def p12
    [1, 2, 3].cycle.first(7)
  end

  def p13
    [1, 2].zip([3, 4], [5])
  end

  def p14
    [1, 2].product([3, 4], [5])
  end

  def p15
    [1, 2, 3, 4].combination(2).count
  end

  def p16
    [1, 2, 3].permutation(2).first(4)
  end

  def p17
    [[1, 2], [3, 4], [5, 6]].transpose
  end

  def p18
    [1, 2, 3, 4, 5].rotate(-2)
  end

  def p19
    [1, 3, 5, 7, 9].bsearch { |x| x >= 4 }
  end

  def p20
    [['b', 2], ['a', 2], ['c', 1]].sort_by { |n, c| [-c, n] }
  end

  def p21
    [3, 'a', 1].sort rescue [$!.class, $!.message]
  end

  def p22
    [[2, 'b'], [1, 'z'], [2, 'a']].sort
  end

  def p23
    %w[bb a ccc].sort_by(&:size).reverse
  end

  def p24
    %w[x y z].each_with_index.to_h
  end

  def p25
    %w[Ab aB ab].uniq(&:downcase)
  end

  def p26
    { 'b' => 2, 'a' => 1 }.sort.to_h
  end

  def p27
    { 'b' => 2, 'a' => 1 }.min_by { |k, v| v }
  end

  def p28
    { 'a' => 1, 'b' => 2 }.sum { |k, v| v }
  end

  def p29
    { 'a' => 1, 'b' => 2 }.each_with_index.map { |(k, v), i| "#{i}:#{k}=#{v}" }
  end

  def p30
    { 'a' => 1, 'b' => 2 }.find { |k, v| v > 1 }
  end

  def p31
    { 'a' => 1, 'b' => 2 }.to_a.transpose
  end

  def p32
    { 'a' => 1, 'b' => 1 }.invert
  end

  def p33
    { 'a' => 1, 'b' => 2 }.key(2)
  end

  def p34
    { 'a' => 1, 'b' => 2 }.rassoc(2)
  end

  def p35
    { 'a' => 1, 'b' => 2 }.count { |k, v| v.odd? }
  end

  def p36
    { 'a' => 1, 'b' => 2 }.reduce(0) { |s, (k, v)| s + v }
  end

  def p37
    h = Hash.new { |hh, k| hh[k] = [] }; h['x'] << 1; h['y']; h
  end

  def p38
    h = Hash.new(0); 'hello'.each_char { |c| h[c] += 1 }; h
  end

  def p39
    { 'a' => { 'b' => [10, { 'c' => 3 }] } }.dig('a', 'b', 1, 'c')
  end

  def p40
    { 'a' => 1, 'b' => 2 }.fetch_values('a', 'b')
  end

  def p41
    ({ 'a' => 1 }.fetch('z') rescue [$!.class, $!.message])
  end

  def p42
    { 'a' => 1, 'b' => nil }.compact
  end

  def p43
    { 'a' => 1, 'b' => 2 }.filter_map { |k, v| k if v > 1 }
  end

  def p44
    { a: 1 }.transform_keys(&:to_s).merge('b' => 2) { |k, o, n| o + n }
  end

  def p45
    { 'a' => 1, 'b' => 2 }.merge({ 'a' => 5 }, { 'c' => 3 }) { |k, o, n| [o, n].max }
  end

  def p46
    { 'x' => 1 }.to_h { |k, v| [k.upcase, v * 10] }
  end

  def p47
    { 'b' => 1, 'a' => 2 }.sort_by { |k, v| k }.first
  end

  def p48
    { 'a' => 1 }.any? { |k, v| v > 0 }
  end

  def p49
    { 'a' => [1, 2], 'b' => [3] }.flat_map { |k, vs| vs.map { |v| "#{k}#{v}" } }
  end

  def p50
    { 'a' => 1, 'b' => 2, 'c' => 3 }.select { |k, v| v > 1 }.keys
  end

  def p51
    { 'a' => 1, 'b' => 2 }.reject { |k, _| k == 'a' }
  end

  def p52
    { 'a' => 1 }.each_pair.to_a
  end

  def p53
    h = { 'a' => 1 }; h.default = 5; [h['z'], h.fetch('a')]
  end

  def p54
    { 'a' => 1, 'b' => 2 }.filter_map { |pair| pair.join('=') }
  end

  def p55
    { 'c' => 3, 'a' => 1 }.min_by(2) { |k, v| v }
  end

  def p56
    [1, 2, 3].each_with_object({}) { |i, acc| acc[i] = i * i }
  end

  def p57
    [1, 2, 3].inject { |a, b| a * b }
  end

  def p58
    [1, 2, 3].sum { |x| x.to_f / 2 }
  end

  def p59
    [[1, :a], [2, :b]].to_h { |n, s| [s, n] }
  end

  def p60
    [1, 2, 3, 4].find_index { |x| x > 2 }
  end

  def p61
    [4, 5, 6].each.with_index(1).to_a
  end

  def p62
    [1, [2, nil], [[3]]].flatten.compact
  end

  def p63
    %w[a b c d].values_at(0, 2, 5)
  end

  def p64
    [1, 2, 3, 4, 5].take_while { |x| x < 3 } + [1, 2, 3, 4, 5].drop_while { |x| x < 4 }
  end

  def p65
    [5, 3, 9].max(2)
  end

  def p66
    [[1, 2], [3]].sum([])
  end

  def p67
    Array.new(3) { |i| i * i }
  end

  def p68
    Array(nil) + Array([1]) + Array(1..2) + Array('a' => 1)
  end

  def p69
    [1, 2, 2, 3] - [2]
  end

  def p70
    [1, 2] & [2, 3] | [4]
  end

  def p71
    [3, 1, 2].sort!.first
  end

  def p72
    [1, 2, 3].each_entry.to_a rescue $!.class
  end

  def p73
    (1..10).step(3).to_a
  end

  def p74
    1.step(10, 4).to_a
  end

  def p75
    10.downto(7).to_a
  end

  def p76
    3.times.map { |i| i }
  end

  def p77
    (1..3).reduce(:lcm)
  end

  def p78
    (1...10).to_a.each_slice(4).to_a.last
  end

  def p79
    ('a'..'e').each_cons(2).map(&:join)
  end

  def p80
    [1, 2, 3].lazy.map { |x| x * 2 }.select(&:even?).force
  end

  def p81
    [1, 2, 3].sum.fdiv(3).round(2)
  end

  def p82
    [[1, 2], [1, 3]].group_by(&:first).transform_values { |v| v.map(&:last) }
  end
end
