[1].each |$x| { node default {} }
