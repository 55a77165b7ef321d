# @summary Validate an unprivileged port number
type Stdlib::Port::Unprivileged = Integer[1024, 65535]
