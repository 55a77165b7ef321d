type Mymod::A::B = Integer[6,6]
