class holder { probe_log3() }
include holder
probe::log4()
