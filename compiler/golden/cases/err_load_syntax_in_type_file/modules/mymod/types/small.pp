type Mymod::Small = Integer[
