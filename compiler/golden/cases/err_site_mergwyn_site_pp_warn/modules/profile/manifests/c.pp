class profile::c { notify { 'profile::c': message => lookup('where') } }
