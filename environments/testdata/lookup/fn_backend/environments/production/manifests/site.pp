notify { 'dig': message => lookup('dd.a.b') }
notify { 'dig2': message => lookup('dd.deep.er') }
notify { 'dig3': message => lookup('dd') }
notify { 'files': message => [lookup('f::a'), lookup('f::b')] }
notify { 'mod': message => lookup('mb::thing') }
notify { 'miss': message => lookup('nope', undef, undef, 'dflt') }
include mb
