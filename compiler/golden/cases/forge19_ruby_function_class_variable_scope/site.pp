# Class variables written in create_function blocks (a pattern in older
# modules' counters): where Puppet evaluates function files decides who
# else sees them.
notice(cvs::get())
notice(cvs::set(1))
notice(cvs::get())
notice(cvs::set(2))
