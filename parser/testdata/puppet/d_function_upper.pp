function Foo() {}
