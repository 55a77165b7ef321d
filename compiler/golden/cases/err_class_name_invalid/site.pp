class Bad-Name { }
