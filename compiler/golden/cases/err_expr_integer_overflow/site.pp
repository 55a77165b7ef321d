$max = 9223372036854775807
notice($max)
notice($max + 1)
