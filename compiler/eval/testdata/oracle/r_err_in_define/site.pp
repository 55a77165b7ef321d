define d() { nosuchfn() }
d { 'x': }
