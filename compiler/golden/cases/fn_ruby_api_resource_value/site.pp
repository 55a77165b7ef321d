# A Puppet::Resource that Ruby returns: printed as Puppet::Resource#to_s in strings, arrays and
# hashes; its inferred type is the reference's; it gives its parameters, matches Type[File], and
# is written to the catalog as the reference's text.
file { '/tmp/foo': ensure => file, mode => '0644' }
$r = sr::find('File[/tmp/foo]')
notice($r)
notice(type($r))
notice($r =~ Resource)
notice($r =~ Type[File])
notice([$r])
notice({ 'a' => $r })
notice($r['mode'])
notice(inline_epp('<%= $r %>'))
notify { 'y': message => $r }
notify { 'z': message => [$r], before => $r }
