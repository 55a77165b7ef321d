notify { 'p': message => [openldap::openldap_password('secret', '{MD5}'), openldap::openldap_password('secret', '{SHA}')] }
