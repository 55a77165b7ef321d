# No name or regex matches mail.example.net: the default node is used.
node 'web01.example.com', 'db01.example.com' { notify { 'web or db': } }
node /^web/ { notify { 'web regex': } }
node default { notify { "default for ${trusted['certname']}": } }
