notify { 'n': message => pm::name_of({ 'name' => 'ssh' }) }
