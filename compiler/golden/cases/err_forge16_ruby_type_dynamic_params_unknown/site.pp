dyn_db { 'x': nosuch => 1 }
