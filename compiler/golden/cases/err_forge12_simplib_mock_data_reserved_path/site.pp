# Written for this case.
notify { 'v1': message => lookup('profiles::test1::variable') }
notify { 'pw': message => lookup('user::root_password') }
notify { 'none': message => lookup('apache::sync', { 'default_value' => 'dflt' }) }
