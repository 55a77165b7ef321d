class profile::monitoring { notify { 'profile::monitoring': } }
