notice(foo::)
