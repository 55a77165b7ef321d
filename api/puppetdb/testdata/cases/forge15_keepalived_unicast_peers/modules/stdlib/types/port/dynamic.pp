# @summary Validate a dynamic port number
type Stdlib::Port::Dynamic = Integer[49152, 65535]
