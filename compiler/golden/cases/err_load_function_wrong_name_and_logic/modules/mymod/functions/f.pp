function mymod::g() { 1 }
notice(2)
