apache::validate_apache_log_level('verbose')
