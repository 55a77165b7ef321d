# ENC parameters are top-scope variables: the main class's own title cannot be set then.
notice('never')
