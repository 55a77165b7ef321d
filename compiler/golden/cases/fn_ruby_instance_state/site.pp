notify { 'labels': message => [m::label('a'), m::label('b'), m::label('c')] }
