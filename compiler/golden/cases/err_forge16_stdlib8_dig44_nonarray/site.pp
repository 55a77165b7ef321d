notify { 'x': message => dig44({ 'a' => 1 }, 'a') }
