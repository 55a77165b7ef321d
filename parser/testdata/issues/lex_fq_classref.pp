notice(::Foo::)
