define beta::thing() { }
