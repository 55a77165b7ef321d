type Dt::Point = Struct[{ x => Integer, y => Integer }]
