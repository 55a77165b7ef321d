# Two titles that give the same composite key (user, host, table): Puppet
# refuses the second as a duplicate through its uniqueness key.
dbx_grant { 'app@db1/x.*': privileges => ['SELECT'] }
dbx_grant { 'second': user => 'app', host => 'db1', table => 'x.*', privileges => ['ALL'] }
