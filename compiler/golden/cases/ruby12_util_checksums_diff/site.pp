# RUBY-12: Puppet::Util::Checksums and Puppet::Util::Diff in module Ruby (functions and types).
notice(m::sums('punch'))
summed { 'a': content => 'x', mode => '0644' }
