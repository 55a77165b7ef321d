# argument_mismatch in a module's Ruby function (see the function's comment).
notice(am_port(8140))
notice(am_port(70000))
