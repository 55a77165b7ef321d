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
    [1, 2, 3].each.size
  end

  def p1
    5.times.size
  end

  def p2
    loop.size rescue $!.class
  end

  def p3
    [1, 2, 3].map.with_index(1).to_a
  end

  def p4
    [1, 2, 3].each_with_object([]).size rescue $!.class
  end

  def p5
    %w[a b c].each.with_object({}) { |s, h| h[s] = s.upcase }
  end

  def p6
    [1, 2, 4, 5, 7].slice_before { |x| x.odd? }.to_a
  end

  def p7
    [1, 2, 4, 5, 7].slice_after(&:even?).to_a
  end

  def p8
    [1, 1, 2, 3, 3].chunk { |x| x.odd? }.to_a
  end

  def p9
    [1, 2, 3, 4].chunk_while { |a, b| b == a + 1 }.map(&:size)
  end

  def p10
    (1..3).lazy.flat_map { |x| [x, x] }.uniq.to_a
  end

  def p11
    (1..Float::INFINITY).lazy.map { _1 * 2 }.select { _1 % 3 == 0 }.first(2)
  end

  def p12
    (1..4).lazy.filter_map { |x| x * 2 if x.even? }.to_a
  end

  def p13
    (1..3).lazy.zip(4..6).to_a
  end

  def p14
    (1..3).lazy.eager.class rescue $!.class
  end

  def p15
    [4, 5].each_entry.to_a rescue $!.class
  end

  def p16
    e = Enumerator.new { |y| y.yield 1, 2; y << 3 }; e.to_a
  end

  def p17
    e = Enumerator.new(3) { |y| 3.times { |i| y << i } }; [e.size, e.to_a]
  end

  def p18
    gen = Enumerator.produce(1) { |x| x * 2 }; gen.take(5)
  end

  def p19
    [3, 1, 2].sort.each_cons(2).all? { |a, b| a <= b }
  end

  def p20
    %w[x y z].cycle.lazy.map(&:upcase).first(4)
  end

  def p21
    [[1, 2], [3, 4]].each_with_index.map { |(a, b), i| a * b + i }
  end

  def p22
    { a: 1, b: 2 }.each.next
  end

  def p23
    [1, 2, 3].each_slice(2).with_index.map { |sl, i| sl.sum * i }
  end

  def p24
    [1, 2, 3].inject(:+) + [1, 2, 3].sum
  end

  def p25
    %w[apple banana cherry].max_by(&:length)
  end

  def p26
    %w[apple banana cherry].min_by(2, &:length)
  end

  def p27
    %w[apple banana cherry].sum('')
  end

  def p28
    %w[a b c].zip([1, 2, 3]).flatten.each_slice(2).to_h
  end

  def p29
    [1, 2, 3].tally_by(&:odd?) rescue $!.class
  end

  def p30
    [1, [2, [3]]].flatten.sum.then { it * 2 } rescue $!.class
  end
end
