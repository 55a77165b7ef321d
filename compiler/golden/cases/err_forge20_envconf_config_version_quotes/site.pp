notice("v")
