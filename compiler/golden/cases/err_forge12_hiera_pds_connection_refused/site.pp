notify { 'motd': message => lookup('profile::motd::message') }
