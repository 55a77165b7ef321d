type Mymod::Small = Integer
