# A type alias defined twice: the loaders' error, at the first alias's name.
type Foo = Integer
type Foo = String
notice(1 =~ Foo)
