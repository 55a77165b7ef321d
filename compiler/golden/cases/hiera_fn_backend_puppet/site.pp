notify { 'pp': message => [lookup('pp::a'), lookup('pp::b'), lookup('pp::a')] }
notify { 'ph': message => [lookup('ph::a'), lookup('ph::i'), lookup('x')] }
