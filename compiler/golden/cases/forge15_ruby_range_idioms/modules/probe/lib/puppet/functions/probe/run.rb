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
    (1.0..2.0).step(0.5).to_a
  end

  def p1
    ((1..10) % 3).to_a rescue $!.class
  end

  def p2
    [('a'..'z').include?('bb'), ('a'..'z').cover?('bb'), ('a'..'z') === 'bb']
  end

  def p3
    (1..).first(3)
  end

  def p4
    (..5).include?(3)
  end

  def p5
    (1..Float::INFINITY).lazy.map { |x| x * x }.first(3)
  end

  def p6
    ('a'..'e').to_a.join
  end

  def p7
    (1...10).size
  end

  def p8
    ('a'..'z').size.inspect
  end

  def p9
    (1..10).sum
  end

  def p10
    (1..10_000_000).sum
  end

  def p11
    (1..10).minmax
  end

  def p12
    (1..10).last(3)
  end

  def p13
    (1..10).count(&:even?)
  end

  def p14
    (1..10).step(3).map { |x| x }
  end

  def p15
    1.step(2.0, 0.5).to_a
  end

  def p16
    (1..3).inspect + (1...3).to_s + ('a'..).inspect
  end

  def p17
    (Time.utc(2024, 1, 1)..Time.utc(2024, 12, 31)).cover?(Time.utc(2024, 6, 1))
  end

  def p18
    (1..10).each_slice(4).map(&:sum)
  end

  def p19
    (0...0).to_a.empty? && (5..1).to_a.empty?
  end

  def p20
    (1..10).bsearch { |x| x >= 7 }
  end

  def p21
    (1..3).flat_map { |i| [i] * i }
  end

  def p22
    (1..3).zip(4..6)
  end

  def p23
    (1..3).each_cons(2).to_a
  end

  def p24
    (1..10) == (1..10) && (1..10).eql?(1..10) && (1..10).hash == (1..10).hash
  end

  def p25
    Range.new(1, 5, true).to_a
  end

  def p26
    (1..10).select(&:odd?).each_with_object([]) { |i, a| a.unshift(i) }
  end

  def p27
    ('A'..'Z').each_with_index.select { |c, i| i % 5 == 0 }.map(&:first).join
  end

  def p28
    (1.5..3.5).include?(2) && !(1.5..3.5).include?(4)
  end

  def p29
    ('2024-01'..'2024-03').to_a
  end

  def p30
    ('v1.8'..'v1.10').to_a
  end

  def p31
    ('az'..'bc').to_a
  end

  def p32
    (1..10).clamp(3, 5) rescue $!.class
  end

  def p33
    5.clamp(1..3)
  end

  def p34
    (1..10).find { |i| i * i > 20 }
  end

  def p35
    (1..4).inject(:*)
  end

  def p36
    (1..4).each_entry.to_a rescue $!.class
  end

  def p37
    (-5..-1).map(&:abs).reverse
  end

  def p38
    (1..10).partition(&:even?).map(&:size)
  end

  def p39
    (1..6).each_slice(2).to_h
  end
end
