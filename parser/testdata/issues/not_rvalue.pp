$x = class foo {}
