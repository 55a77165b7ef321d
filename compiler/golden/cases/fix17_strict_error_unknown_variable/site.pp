# strict = error without strict_variables: UNKNOWN_VARIABLE is an error
notice('before')
notice("x: ${nosuchvar}")
