# Note: Puppet 7.23 names the scope of the first value as a Ruby object ("by #<Puppet::Resource::Type:0x...>"); the generator zeroes the address.
notify { 'a': message => 'original' }
Notify['a'] { message => 'changed' }
