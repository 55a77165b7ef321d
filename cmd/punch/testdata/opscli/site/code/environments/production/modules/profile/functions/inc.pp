function profile::inc(Integer $x) >> Integer { $x + 1 }
