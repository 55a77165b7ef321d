notify { "staging": }
