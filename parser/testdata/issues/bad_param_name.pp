define x($Foo) {}
