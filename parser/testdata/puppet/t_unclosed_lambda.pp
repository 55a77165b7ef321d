[1].each |$x| {
