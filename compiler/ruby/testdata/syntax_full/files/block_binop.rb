[1, 2].map { |x| x + }
puts(1 2)
