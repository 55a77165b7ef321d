notify { 'x': message => dsp::f('sometimes', 'x') }
