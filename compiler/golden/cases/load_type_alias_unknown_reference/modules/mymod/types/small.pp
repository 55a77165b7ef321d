type Mymod::Small = Mymod::Nope
