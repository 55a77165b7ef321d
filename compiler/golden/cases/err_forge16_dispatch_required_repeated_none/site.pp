notify { 'x': message => dsp::f('sep') }
