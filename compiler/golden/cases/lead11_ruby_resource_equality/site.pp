notice("eq = ${req::probe()}")
