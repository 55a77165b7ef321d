# Reduction of err_forge9_openssl_cert_date_valid_missing: backticks and %x in a module's Ruby function.
notice(bt::run('hello'))
