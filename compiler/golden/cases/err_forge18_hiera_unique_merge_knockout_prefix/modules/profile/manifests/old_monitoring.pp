class profile::old_monitoring { notify { 'profile::old_monitoring': } }
