# String#to_i(radix): radix 0 takes it from the prefix (0b 0o 0d 0x, a leading 0 octal), as Ruby 3.1 (QA-FORGE-5 R1).
p ['0b101', '0x1f', '017', '0o17', '12', ' 0x10 ', '0b2', '-0x1A', '0_1', '0d19', '0', '', '0x', '+0b11', '08', '0o8'].map { |s| s.to_i(0) }
[1, 37, -1].each { |r| begin; '1'.to_i(r); rescue ArgumentError => e; puts e.message; end }
