type Mymod::Small = Integer
type Mymod::Other = String
