notify { 'x': message => lg::emit('top') }
