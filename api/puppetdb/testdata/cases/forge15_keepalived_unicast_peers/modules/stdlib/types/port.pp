# @summary Validate a port number
type Stdlib::Port = Integer[0, 65535]
