node /^db/ { notify { 'db': } }
node 'other' { notify { 'other': } }
