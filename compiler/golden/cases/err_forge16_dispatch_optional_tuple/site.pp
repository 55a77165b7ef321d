notify { 'x': message => dsp::f(['a', 1, true, 'extra']) }
