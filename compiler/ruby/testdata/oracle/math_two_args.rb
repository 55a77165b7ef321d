# Math's functions of two floats; Ruby's Math has no pow.
p Math.hypot(3, 4), Math.hypot(1.5, 2), Math.atan2(1, 2), Math.atan2(0.0, -1), Math.atan2(-0.0, -1.0)
p Math.respond_to?(:pow), Math.respond_to?(:atan2)
begin
  Math.hypot('3', 4)
rescue => e
  puts "#{e.class}: #{e.message}"
end
begin
  Math.atan2(nil, 1)
rescue => e
  puts "#{e.class}: #{e.message}"
end
Math.pow(2, 3)
