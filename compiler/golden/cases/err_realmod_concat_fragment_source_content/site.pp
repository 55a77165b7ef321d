# puppetlabs-concat: a fragment with both source and content fails inside the define.
concat { '/etc/a': }
concat::fragment { 'f': target => '/etc/a', content => 'x', source => '/etc/b' }
