node /^db\d+/, 'other.example.com', web01 { notify { 'short name in a mixed list': } }
node default { notify { 'default': } }
