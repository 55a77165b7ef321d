type Foo {}
