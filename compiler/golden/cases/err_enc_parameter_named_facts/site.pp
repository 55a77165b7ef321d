# ENC parameters are top-scope variables: facts is reserved (trusted is accepted).
notice('never')
