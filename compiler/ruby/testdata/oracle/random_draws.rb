# Ruby 3.1's random draws (QA-FORGE-14 P2-P4): Array#shuffle, #shuffle!
# and #sample with random:, srand + rand, Random#rand with Float ranges,
# Random#bytes, Random::DEFAULT.
servers = (1..12).map { |i| "srv#{i}" }
[1, 42, 2**40, 123456789012345678901234567890].each do |seed|
  p servers.shuffle(random: Random.new(seed))
  p servers.dup.shuffle!(random: Random.new(seed))
  (0..14).each { |n| p [n, servers.sample(n, random: Random.new(seed))] }
  p servers.sample(random: Random.new(seed))
end
big = (1..3000).to_a
p big.sample(20, random: Random.new(7)).first(20)
p big.sample(11, random: Random.new(7))
p big.sample(1500, random: Random.new(7)).first(30)
p big.shuffle(random: Random.new(7)).first(30)
p [].sample(random: Random.new(1)), [].sample(3, random: Random.new(1)), [1].shuffle(random: Random.new(1))
r = Random.new(99)
p [r.rand(10..20), r.rand(1.5..2.5), r.rand(1.5...2.5), r.rand(0.0..0.0), r.rand(3.0), r.rand(0.0), r.rand(2**70), r.rand(-3..-1)]
r = Random.new(42); r.rand(10..20); p r.rand(1.5..2.5)
p Random.new(1).bytes(6).unpack1('H*'), Random.new(1).bytes(0), Random.new(5).bytes(9).bytes
p Random::DEFAULT
p srand(5).class
p [rand(60), rand(24), rand, rand(1.5), rand(-7), rand(0), rand(2.0..3.0), rand(4...4), rand(2**70)]
p srand(6)
p [Random.rand(10), Random.rand(1.5), Random.bytes(5).bytesize, Random.seed]
srand(77); a = [rand(100), rand(100)]; srand(77); p a == [rand(100), rand(100)]
p [1, 2, 3].shuffle(random: Random)
%w[rand(0) rand(-1) rand(nil) rand(-1.5) rand(3..1)].each do |expr|
  begin
    p Random.new(3).instance_eval(expr)
  rescue ArgumentError => e
    puts "ArgumentError: #{e.message}"
  end
end
begin
  [1, 2].sample(-1, random: Random.new(1))
rescue ArgumentError => e
  puts "ArgumentError: #{e.message}"
end
