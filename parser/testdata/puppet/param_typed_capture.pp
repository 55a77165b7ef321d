define d(String *$a) {}
