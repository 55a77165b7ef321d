notify { "b": }
