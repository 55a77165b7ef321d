# Init[] of a type with no new(): Optional[String] cannot create instances.
notice(Init[Integer]('12'))
notice(Init[Optional[String]](undef))
