# Puppet settings, ENV, Puppet::Util.withenv, Execution.execute options and Gem::Version /
# Gem::Requirement as module functions use them (see the function's file).
probe::settings().each |$k, $v| { notice("${k} = ${v}") }
