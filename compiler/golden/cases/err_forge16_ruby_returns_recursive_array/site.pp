notify { 'loop': message => rr::loop() }
