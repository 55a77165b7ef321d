# Reduction (QA-FORGE-9): Puppet::Util::Platform from a module function on a Linux server.
notice(plat::info())
