class profile::backup { notify { 'profile::backup': } }
