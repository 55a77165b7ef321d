define x($1) {}
