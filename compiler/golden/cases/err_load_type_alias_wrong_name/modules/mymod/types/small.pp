type Mymod::Tiny = Integer[0, 9]
