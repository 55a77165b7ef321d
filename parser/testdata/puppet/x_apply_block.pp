apply($x) {}
