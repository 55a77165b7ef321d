# Values that are not JSON data in resource parameters: how Puppet 7 (rich_data off) writes them.
notify { 'regexp': message => /ab+c/ }
notify { 'type': message => Integer[1, 2] }
notify { 'default': message => default }
notify { 'ref': message => Notify['regexp'] }
notify { 'semver': message => SemVer('1.2.3') }
notify { 'timestamp': message => Timestamp('2020-01-01T00:00:00 UTC') }
notify { 'in array': message => [/x/, File['/a']] }
