notify { 'x': message => dsp::f({ 'name' => 'web', 'port' => 70000, 'tags' => ['a'] }) }
