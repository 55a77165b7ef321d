type mymod::small = Integer
