class profile::b { notify { 'profile::b': message => lookup('where') } }
