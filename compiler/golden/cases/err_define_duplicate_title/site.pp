define site { notify { "site ${title}": } }
site { 'a': }
site { 'b': }
site { 'a': }
