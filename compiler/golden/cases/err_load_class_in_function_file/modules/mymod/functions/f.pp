class mymod::f { }
