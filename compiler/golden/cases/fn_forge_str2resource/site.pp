# String() of the Puppet::Resource a Ruby function returns is Puppet::Resource#to_s, File[/tmp/foo]
# (no quotes), not the reference type's File['/tmp/foo']; used as a relationship target it works.
file { '/tmp/foo': ensure => file }
notice(String(sr::find('File[/tmp/foo]')))
notice("in a string: ${sr::find('File[/tmp/foo]')}")
notify { 'x': require => sr::find('File[/tmp/foo]') }
notice(String(sr::find('File[/nope]')))
