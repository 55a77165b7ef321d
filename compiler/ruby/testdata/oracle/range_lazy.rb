# Range methods that stop early must not build the range (QA-SITE S6:
# wmflib::cidr_first_address on an IPv6 /64, 2^64 addresses).
require 'ipaddr'
r = IPAddr.new('2620:0:861:101::/64').to_range
p r.first(2).map(&:to_s)
p r.take(3).map(&:to_s)
p r.first.to_s
p r.find { |x| x.to_s.end_with?('::5') }.to_s
p r.find_index { |x| x.to_s.end_with?('::4') }
p r.take_while { |x| x.to_s < '2620:0:861:101::3' }.map(&:to_s)
p(r.each_with_index { |x, i| break [x.to_s, i] if i == 2 })
p(r.each { |x| break x.to_s if x.to_s.end_with?('::7') })
p (1..).first(3)
p (1..).take(2)
p (1..Float::INFINITY).first(2)
p (1...5.0).first(10)
p (1..5.5).take(10)
p (1...10).first(0)
p (1...10).take(0)
p (5..1).first(2)
p ('a'..'e').first(2)
p ('a'..'zzzzz').take(3)
p((1..10**18).find { |i| i % 7 == 0 })
p((1..).each_with_index { |x, i| break x * i if i == 4 })
p((1..).detect { |x| x > 3 })
p((1..).find_index { |x| x > 3 })
p((1..).take_while { |x| x < 4 })
[-> { (1..10).first(-1) }, -> { (1..10).take(-1) }, -> { (1.0..2.0).first(1) },
 -> { (1.0..2.0).take(1) }, -> { (1.0..2.0).each { } }, -> { (nil..3).first(1) },
 -> { (1..10).first('x') }].each do |f|
  begin
    p f.call
  rescue => e
    puts "#{e.class}: #{e.message}"
  end
end
