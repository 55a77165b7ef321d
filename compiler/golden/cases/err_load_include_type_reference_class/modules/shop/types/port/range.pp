type Shop::Port::Range = Integer[1, 65535]
