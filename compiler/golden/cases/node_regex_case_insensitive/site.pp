node /^WEB\d+/ { notify { 'upper regex': } }
node default { notify { "default ${trusted['certname']} ${facts['networking']['fqdn']}": } }
