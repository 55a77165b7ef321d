type Mymod::Small = Integer
notice(1)
