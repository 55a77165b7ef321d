notify { 'x': message => dsp::f([1, 2]) |$a, $b, $c| { $a } }
