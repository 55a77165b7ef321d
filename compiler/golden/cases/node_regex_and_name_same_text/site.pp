node 'web01.example.com' { notify { 'name': } }
node /web01.example.com/ { notify { 'regex': } }
