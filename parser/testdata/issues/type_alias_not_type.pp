type Foo = 1
