# Resources of a type with a composite namevar (title_patterns): titles
# split into namevars, references by title, and titles that name the same
# resource through different patterns.
dbx_grant { 'app@10.0.0.1/db.*': privileges => ['SELECT'] }
dbx_grant { 'app@10.0.0.2': privileges => ['ALL'] }
dbx_grant { 'admin': privileges => ['ALL'] }
dbx_grant { 'reporting grant': user => 'rep', host => '%', table => 'stats.*', privileges => ['SELECT'] }
notify { 'after': require => Dbx_grant['app@10.0.0.2'] }
Dbx_grant['admin'] -> Dbx_grant['reporting grant']
notice(Dbx_grant['app@10.0.0.1/db.*']['privileges'])
