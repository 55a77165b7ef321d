notify { 'p00 Date.parse basic ISO 8601': message => probe::run(0) }
notify { 'p01 Date.parse week date': message => probe::run(1) }
notify { 'p02 Date.parse ordinal date': message => probe::run(2) }
notify { 'p03 Date.parse slashes': message => probe::run(3) }
notify { 'p04 Date.iso8601 compact': message => probe::run(4) }
