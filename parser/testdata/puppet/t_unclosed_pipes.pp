[1].each |$x { }
