node 'db01.example.com' { notify { 'db': } }
node /^mail/ { notify { 'mail': } }
