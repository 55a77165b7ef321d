# convert_to [Integer, 16] of 'ff': Puppet's Integer.new with radix 16 wants the 0x prefix
# ("The string 'ff' cannot be converted to Integer"), and lookup names the lookup_option.
notice(lookup('app::hexport'))
