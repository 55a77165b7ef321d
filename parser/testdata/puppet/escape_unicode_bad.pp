$x = "\u{zz}"
