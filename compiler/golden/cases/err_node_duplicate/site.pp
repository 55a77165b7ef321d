node 'web01.example.com' { notify { 'one': } }
node 'db01.example.com' { notify { 'db': } }
node 'web01.example.com' { notify { 'two': } }
