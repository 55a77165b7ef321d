if true {} else {} elsif false {}
