class a($name) {}
