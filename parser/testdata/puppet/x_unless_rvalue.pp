$a = unless true {}
