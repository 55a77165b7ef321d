type P = Object[{attributes => { y => { type => Integer, kind => constant } }}]
notice(P)
