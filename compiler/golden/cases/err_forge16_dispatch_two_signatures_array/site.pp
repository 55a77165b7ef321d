notify { 'x': message => dsp::f(['a', 'b']) }
