validate_legacy('Stdlib::Port', 'validate_integer', 70000)
