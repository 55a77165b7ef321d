plan a() {}
