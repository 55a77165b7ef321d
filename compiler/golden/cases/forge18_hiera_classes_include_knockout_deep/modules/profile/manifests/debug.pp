class profile::debug { notify { 'profile::debug': } }
