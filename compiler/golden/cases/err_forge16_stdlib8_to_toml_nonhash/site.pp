notify { 'x': message => to_toml(['a']) }
