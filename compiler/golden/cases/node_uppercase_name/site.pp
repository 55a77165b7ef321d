node 'WEB01.Example.COM' { notify { 'upper case node name': } }
node default { notify { 'default': } }
