define a($title) {}
