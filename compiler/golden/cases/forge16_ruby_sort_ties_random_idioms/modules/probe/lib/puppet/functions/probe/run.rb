require 'digest'
Puppet::Functions.create_function(:'probe::run') do
  dispatch :run do
    param 'Integer', :index
  end

  def run(index)
    send("p#{index}").inspect.gsub(/0x\h{6,16}/, "0xX")
  rescue StandardError, ScriptError => e
    "!! #{e.class}: #{e.message}".gsub(/0x\h{6,16}/, "0xX")
  end

  # sort_by with all keys equal
  def p0
    (1..20).map { |i| "n#{i}" }.sort_by { 0 }
  end

  # sort_by with ties
  def p1
    %w[apple bob cat dog emu fig gnu hen ibis jay kiwi lynx mole newt owl pig].sort_by(&:size)
  end

  # sort with block returning 0 for ties
  def p2
    (1..17).to_a.sort { |a, b| (a % 3) <=> (b % 3) }
  end

  # sort_by hash entries by value with ties
  def p3
    h = (1..12).to_h { |i| ["k#{i}", i % 4] }; h.sort_by { |_k, v| v }.map(&:first)
  end

  # sort_by negative for reverse with ties
  def p4
    %w[aa b cc d ee f gg h ii j kk l].sort_by { |s| -s.size }
  end

  # max_by min_by ties
  def p5
    w = %w[aa bb c dd e ff]; [w.max_by(&:size), w.min_by(&:size), w.max_by(2, &:size), w.min_by(2, &:size), w.minmax_by(&:size), w.max(2), w.sort.reverse.first(2)]
  end

  # sort of arrays with equal first elements
  def p6
    [[1, 'b'], [0, 'z'], [1, 'a'], [0, 'y'], [1, 'c']].sort_by(&:first)
  end

  # sort! and sort_by! in place with ties
  def p7
    a = (1..10).map { |i| [i % 2, i] }; a.sort_by! { |x| x[0] }; a.map(&:last)
  end

  # group_by then sort keys
  def p8
    (1..15).group_by { |i| i % 4 }.sort.map { |k, v| [k, v] }
  end

  # Random with seed
  def p9
    r = Random.new(42); [r.rand(100), r.rand(100), r.rand, r.rand(1.5).round(6), r.rand(10..20), r.bytes(4).unpack1('H*')]
  end

  # shuffle and sample with random
  def p10
    [(1..10).to_a.shuffle(random: Random.new(7)), (1..10).to_a.sample(random: Random.new(7)), (1..10).to_a.sample(3, random: Random.new(7)), %w[a b c d e].shuffle(random: Random.new(12345))]
  end

  # fqdn_rand style seeding
  def p11
    seed = Digest::MD5.hexdigest('web01.example.com:cron').hex; [seed % 60, Random.new(seed).rand(60), (0..23).to_a.shuffle(random: Random.new(seed)).first(3)]
  end

  # srand and Kernel rand
  def p12
    srand(1234); [rand(1000), rand(1000), Random.rand(1000)]
  end

  # Random range floats
  def p13
    r = Random.new(99); [r.rand(1.0..2.0).round(8), r.rand(0...5), r.random_number(10), r.seed]
  end

  # Array sort_by stability of strings by downcase
  def p14
    %w[B a A b C c].sort_by(&:downcase)
  end

  # uniq and tally ordering
  def p15
    [%w[b a b c a].uniq, %w[b a b c a].tally, %w[b a b c a].tally.sort_by { |_, c| -c }.to_h, %w[x y z].each_with_index.sort_by { |s, i| -i }.map(&:first)]
  end

  # sort large with ties
  def p16
    (1..40).map { |i| [i % 5, i] }.sort_by(&:first).map(&:last)
  end

  # sort with spaceship on mixed ints floats
  def p17
    [3, 1.0, 2, 1, 2.0, 3.0].sort
  end

  # Array#sort stability for sort with nil guard
  def p18
    [['b', nil], ['a', 2], ['c', nil], ['d', 1]].sort_by { |_, v| v.nil? ? 1 : 0 }.map(&:first)
  end
end
