notify { 'three': message => probe_undef3() }
notify { 'four': message => probe::undef4() }
notify { 'erb': message => template('probe/t.erb') }
