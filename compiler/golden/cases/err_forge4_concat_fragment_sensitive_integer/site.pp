concat { '/etc/x': }
concat::fragment { 'f': target => '/etc/x', content => Sensitive(3) }
