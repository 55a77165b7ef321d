define a($1) {}
