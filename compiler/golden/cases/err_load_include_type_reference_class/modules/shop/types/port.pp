type Shop::Port = Shop::Port::Range
