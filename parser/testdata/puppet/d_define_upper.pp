define Foo {}
