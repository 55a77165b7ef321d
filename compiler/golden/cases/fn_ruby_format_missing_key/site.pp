# String#% with a hash that lacks a %{key}: plain Ruby raises KeyError, but Puppet's process has
# fast_gettext's String#% which rescues KeyError and returns the format unchanged (puppetlabs-mysql's
# normalise_and_deepmerge misspells its key in an error message).
notice(fmt::render('%{a}-%{b}', { 'a' => 1 }))
notice(fmt::render('%{a}-%{b}', { 'a' => 1, 'b' => 2 }))
notice(fmt::render('%<n>05.1f|%{s}', { 'n' => 3.14159, 's' => 'x' }))
notice(fmt::render('%<n>05.1f|%{s}', { 'n' => 3.14159 }))
