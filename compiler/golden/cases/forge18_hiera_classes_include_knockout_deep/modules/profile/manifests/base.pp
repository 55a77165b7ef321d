class profile::base { notify { 'profile::base': } }
