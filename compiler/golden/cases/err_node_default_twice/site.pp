node default { }
node 'default' { }
