type Aa = Bb
