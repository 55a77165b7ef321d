define a($node) {}
