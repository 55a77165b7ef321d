dyn_db { 'x': hostname => 'h' }
