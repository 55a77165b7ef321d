# Float and Integers past 64 bits (RUBY-21, QA-FORGE-18 R4): comparisons are exact (10**400 < Infinity),
# arithmetic goes through the Integer's nearest Float (Infinity past 2**1024).
p 10**400 < Float::INFINITY
p((10**400) <=> Float::INFINITY)
p Float::INFINITY > 10**400
p 1.5 < 2**70
p(-Float::INFINITY < -(10**400))
p (2**70) > 1.5
p Float::INFINITY == 10**400
p 1.5 <=> 2**70
p((2**70) <=> 1.5)
p 2**1024 > 1.0e308
p((2**1024) <=> Float::INFINITY)
p((2**1024).to_f)
p 2**70 == 2.0**70
p((2**70) <=> Float::NAN)
p [1.5, 2**70, -Float::INFINITY, 10**400].sort
p [1.5, 2**70, 3].max
p 1.5 + 2**70
p 2**70 + 1.5
p 1.0 * 10**400
p Float::INFINITY - 10**400
p 1.5 - 2**70
p((2**70) / 2.0)
p 2.0**70 == 2**70
p 2**70 == 2.0**70
p 1.5 >= 2**70
p 1.5 <= -(2**70)
p [2**70, 1.5, Float::INFINITY].min
p (2**53 + 1) == (2**53 + 1).to_f
p (2**53 + 1).to_f == 2**53 + 1
p (2**64 + 1) > (2**64).to_f
