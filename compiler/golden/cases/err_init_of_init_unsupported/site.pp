# Init of Init would recurse: Puppet refuses it.
notice(Init[Init[Integer]]('1'))
