$x = "${b #x
}c
notice(1)
