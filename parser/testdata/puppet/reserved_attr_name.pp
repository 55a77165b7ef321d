attr { "x": }
