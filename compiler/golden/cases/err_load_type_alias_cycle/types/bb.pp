type Bb = Aa
