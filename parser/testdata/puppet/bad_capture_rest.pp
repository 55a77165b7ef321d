define d(*$a, $b) {}
