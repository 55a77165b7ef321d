notify { 'b': message => [lookup('kv::one'), lookup('kv::two'), lookup('kv::one'), lookup('hd::a'), lookup('hd::env'), lookup('hd::interp'), lookup('x')] }
