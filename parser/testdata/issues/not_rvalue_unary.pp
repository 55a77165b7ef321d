$x = !class foo {}
