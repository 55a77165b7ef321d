node default { notify { 'default from 10': } }
