define string() {}
