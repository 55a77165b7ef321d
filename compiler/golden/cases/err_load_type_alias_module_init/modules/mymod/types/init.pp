type Mymod = Integer
