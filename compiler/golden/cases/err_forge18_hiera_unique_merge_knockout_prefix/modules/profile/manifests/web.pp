class profile::web { notify { 'profile::web': } }
