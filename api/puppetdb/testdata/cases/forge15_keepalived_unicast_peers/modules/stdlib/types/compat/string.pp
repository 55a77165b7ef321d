# @summary Emulate the is_string and validate_string functions
type Stdlib::Compat::String = Optional[String]
