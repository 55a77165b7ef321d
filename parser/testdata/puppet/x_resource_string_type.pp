"file" { "x": }
