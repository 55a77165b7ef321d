type Shop::Plain = Object[{attributes => {a => Integer}}]
notice(Shop::Plain[1])
