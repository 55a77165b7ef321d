class profile::a { notify { 'profile::a': message => lookup('where') } }
