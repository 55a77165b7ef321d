# rich values as resource parameters: environment.conf's rich_data decides how the catalog carries them
notify { 'semver': message => SemVer('1.2.3-rc.1') }
notify { 'timestamp': message => Timestamp('2024-02-29T12:00:00.000 UTC') }
notify { 'timespan': message => Timespan('1-02:03:04') }
notify { 'binary': message => Binary('aGVsbG8=') }
notify { 'regexp': message => /^web\d+$/ }
notify { 'type': message => Integer[1, 10] }
notify { 'default': message => default }
notify { 'hashkeys': message => { 1 => 'int key', 'k' => [SemVer('2.0.0')] } }
file { '/tmp/f': ensure => file, mode => '0644', content => Sensitive('pw') }
