class Foo::bar { }
