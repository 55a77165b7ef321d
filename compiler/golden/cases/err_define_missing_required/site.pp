define site(String $docroot) { notify { "site ${title} ${docroot}": } }
site { 'a': docroot => '/srv' }
site { 'b': }
