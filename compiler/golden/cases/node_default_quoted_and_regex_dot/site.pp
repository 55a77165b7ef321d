node /^web01$/ { notify { 'anchored short name regex': } }
node 'default' { notify { 'default quoted': } }
