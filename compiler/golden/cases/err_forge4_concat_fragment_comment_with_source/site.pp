concat { '/etc/x': }
concat::fragment { 'f': target => '/etc/x', source => 'puppet:///modules/a/b', comment => 'hi' }
