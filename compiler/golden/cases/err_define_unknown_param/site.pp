define site($docroot = '/var/www') { notify { "site ${title}": } }
site { 'a': docroot => '/srv' }
site { 'b': doc_root => '/srv' }
