notice(openldap::openldap_password('secret', 'rot13'))
