node default { notify { 'must not compile': } }
