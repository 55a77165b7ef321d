# Puppet::Util::Profiler from module Ruby with a profiler the module adds
# (a Logging subclass with a fixed explanation, so the log is stable), and
# the values Puppet's logging methods return.
pr::probe().each |$i, $v| { notice("${i}: ${v}") }
