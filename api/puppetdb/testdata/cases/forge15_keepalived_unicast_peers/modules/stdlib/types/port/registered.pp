# @summary Validate a registered port number
type Stdlib::Port::Registered = Stdlib::Port::User
