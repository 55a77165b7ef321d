info("i") debug("d") notice("n") warning("w") err("e") fail("x")
