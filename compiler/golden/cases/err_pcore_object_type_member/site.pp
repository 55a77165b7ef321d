type Pair = Object[{attributes => { x => Integer}, constants => { origin => "zero" }}]
notice(Pair.origin)
