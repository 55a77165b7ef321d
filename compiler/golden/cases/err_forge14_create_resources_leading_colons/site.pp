# Written for this case: create_resources with a type name written with leading colons ('::file'), as some
# modules qualify names; Puppet 7.23 does not find such a type.
create_resources('File', { '/tmp/a' => { 'content' => 'a' } })
create_resources('::file', { '/tmp/b' => { 'content' => 'b' } }, { 'mode' => '0600' })
