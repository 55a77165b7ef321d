# QA-FORGE-6: constants a function file defines inside its create_function block: Puppet evaluates the file within
# Puppet::Pops::Loader::RubyFunctionInstantiator, so a Struct defined there is named
# Puppet::Pops::Loader::RubyFunctionInstantiator::Thing (inspect, name, NoMethodError text) and a missing constant's
# NameError names that namespace.
probe::consts().each |$l| { notice($l) }
