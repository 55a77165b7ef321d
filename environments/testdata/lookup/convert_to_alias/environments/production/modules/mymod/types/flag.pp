type Mymod::Flag = Boolean
