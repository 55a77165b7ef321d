notify { 'x': message => deep_merge({ 'a' => 1 }, ['b']) }
