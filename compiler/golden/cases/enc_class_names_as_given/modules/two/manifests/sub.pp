class two::sub { }
