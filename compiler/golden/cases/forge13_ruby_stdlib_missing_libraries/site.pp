['delegator', 'delegate_class', 'csv', 'bigdecimal', 'tsort', 'observer', 'abbrev'].each |$w| { notify { $w: message => probe::lib($w) } }
