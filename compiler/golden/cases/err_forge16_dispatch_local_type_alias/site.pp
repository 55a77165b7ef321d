notify { 'x': message => dsp::f(['web:80', 'db:99999']) }
