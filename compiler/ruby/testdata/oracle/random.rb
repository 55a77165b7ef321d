p Random.new(42).rand(100), Random.new(42).rand, Random.new(2**40+5).rand(1000), Random.new(0).rand(10), Random.new(2**64).rand(1000), Random.new(123456789).rand(2**40)
r = Random.new(7)
p 5.times.map { r.rand(6) }, r.rand(1.5), r.rand(3..9), r.seed
p Kernel.sprintf("%05.1f|%s", 3.14159, :x), Kernel.format("%d", 3), Kernel.Integer("12"), Kernel.rand(1)
p Random.new(2**32).rand(1000), Random.new(2**32 + 1).rand(1000), Random.new(3 * 2**32).rand(1000), Random.new(2**96 + 7).rand(1000), Random.new(-5).rand(1000)
