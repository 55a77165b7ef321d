node base { notify { 'base': } }
node 'web01.example.com' inherits base { notify { 'web': } }
