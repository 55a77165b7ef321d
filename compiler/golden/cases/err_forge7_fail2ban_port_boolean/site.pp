# QA-FORGE-7: voxpupuli-fail2ban's fail2ban::port (code index) when Hiera gives a jail's port as a
# Boolean: its default branch calls raise(Puppet::ParseError, ...), whose first argument Puppet reads
# as a type reference that does not resolve (before noticing raise is no Puppet function).
notice(fail2ban::port('ssh', 22))
