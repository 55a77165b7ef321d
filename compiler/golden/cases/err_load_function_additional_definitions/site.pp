# A function file must hold only its function (mymod::fg passes the location check).
notice(mymod::f())
