# The refusal names the type as written: an alias of Optional is not an Optional to the check.
type Maybe = Optional[Integer]
notice(Init[Maybe]('12'))
