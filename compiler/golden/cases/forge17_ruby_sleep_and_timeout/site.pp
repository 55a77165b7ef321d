# Kernel#sleep in module Ruby (a retry loop's back-off, a Timeout that fires): Ruby sleeps, the Timeout
# raises Timeout::Error, which the function rescues; sleep(0) returns 0.
notice(lx::misc('sleep'))
