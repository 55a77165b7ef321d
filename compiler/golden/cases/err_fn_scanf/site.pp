# Ruby 3.1 has no scanf library: Puppet 7.23 on Debian 12 cannot load the function.
notice(scanf('12 abc', '%d %s'))
