function f() >> $x { }
