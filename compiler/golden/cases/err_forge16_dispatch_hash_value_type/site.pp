notify { 'x': message => dsp::f({ 'a' => 1, 'b' => [2], 'c' => 'x' }) }
