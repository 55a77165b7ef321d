# argument_mismatch in a module's Ruby function: a String argument reaches the second mismatch dispatch.
notice(am_port('8140', 1))
