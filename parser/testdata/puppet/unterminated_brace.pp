class a { if true { }
