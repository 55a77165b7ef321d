class app { package { 'nginx': } }
include app
notify { 'edges': message => probe::edges() }
