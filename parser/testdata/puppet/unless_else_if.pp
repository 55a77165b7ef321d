unless true {} elsif false {}
