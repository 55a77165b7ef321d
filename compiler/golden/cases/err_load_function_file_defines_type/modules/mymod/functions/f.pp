type Mymod::F = Integer
