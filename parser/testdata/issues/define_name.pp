define Foo::bar() {}
